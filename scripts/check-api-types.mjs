#!/usr/bin/env node
// Fails when src/contract/schema.gen.ts is stale: regenerates it from src/contract/openapi.yaml into a
// temporary file and compares. Also warns when the repo copy of the contract differs from
// ../shared/api/employers-v1.openapi.yaml (the source of truth), when that file is present.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
const out = join(dir, 'schema.gen.ts');
try {
  execFileSync('npx', ['openapi-typescript', join(root, 'src/contract/openapi.yaml'), '-o', out], {
    stdio: 'ignore',
  });
  const fresh = readFileSync(out, 'utf8');
  const committed = readFileSync(join(root, 'src/contract/schema.gen.ts'), 'utf8');
  if (fresh !== committed) {
    console.error(
      'src/contract/schema.gen.ts is stale: run `npm run api:types` and commit the result.',
    );
    process.exit(1);
  }
  const shared = join(root, '../shared/api/employers-v1.openapi.yaml');
  if (
    existsSync(shared) &&
    readFileSync(shared, 'utf8') !== readFileSync(join(root, 'src/contract/openapi.yaml'), 'utf8')
  ) {
    console.error(
      'src/contract/openapi.yaml differs from ../shared/api/employers-v1.openapi.yaml: copy it and run `npm run api:types`.',
    );
    process.exit(1);
  }
  console.log('api:check: generated contract types are up to date.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
