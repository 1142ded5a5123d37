/**
 * @jest-environment node
 *
 * `npm run i18n:check` / `i18n:extract` (scripts/i18n.mjs; issue #8 point 6, issue #20), end to
 * end on a copy of src/: the committed catalogs pass; a hand-edited English catalog, a changed
 * declaration without extraction, a message declared at a call site, an unused or twice
 * declared id, and a missing or inconsistent Spanish text each make `check` fail, while
 * `extract` brings the English catalog back in line.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(30_000);

describe('npm run i18n:check / i18n:extract, on a copy of src/', () => {
  const root = path.resolve(__dirname, '../../..');
  let dir: string;
  const run = (command: 'check' | 'extract') => {
    try {
      const out = execFileSync(process.execPath, [path.join(dir, 'scripts/i18n.mjs'), command], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { code: 0, out };
    } catch (error) {
      const failure = error as { status: number; stdout: string; stderr: string };
      return { code: failure.status, out: failure.stdout + failure.stderr };
    }
  };
  const file = (relative: string) => path.join(dir, relative);
  const edit = (relative: string, change: (text: string) => string) => {
    const before = readFileSync(file(relative), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`the edit of ${relative} changed nothing`);
    writeFileSync(file(relative), after);
  };
  const editCatalog = (relative: string, change: (catalog: Record<string, string>) => void) =>
    edit(relative, (text) => {
      const catalog = JSON.parse(text) as Record<string, string>;
      change(catalog);
      return JSON.stringify(catalog, null, 2);
    });

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
    for (const part of ['scripts/i18n.mjs', 'src'])
      cpSync(path.join(root, part), file(part), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), file('node_modules'), 'dir');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the committed catalogs', () => {
    expect(run('check')).toEqual({
      code: 0,
      out: expect.stringMatching(/^i18n:check: \d+ messages in 2 catalogs/),
    });
  });

  it('fails when the English catalog is edited by hand, until it is extracted again', () => {
    editCatalog('src/i18n/locales/en.json', (catalog) => {
      catalog['common.close'] = 'Shut';
    });
    expect(run('check')).toEqual({
      code: 1,
      out: expect.stringContaining('src/i18n/locales/en.json: stale'),
    });
    expect(run('extract').code).toBe(0);
    expect(run('check').code).toBe(0);
  });

  it('fails when a declaration changed without extraction, and extract writes it', () => {
    edit('src/features/demo/DemoInbox.tsx', (text) =>
      text.replace("defaultMessage: 'No e-mails yet'", "defaultMessage: 'Nothing yet'"),
    );
    expect(run('check').out).toContain('src/features/demo/locales/en.json: stale');
    expect(run('extract').code).toBe(0);
    expect(JSON.parse(readFileSync(file('src/features/demo/locales/en.json'), 'utf8'))).toEqual(
      expect.objectContaining({ 'demo.inbox.empty': 'Nothing yet' }),
    );
  });

  it('fails when a call site declares its own message', () => {
    writeFileSync(
      file('src/features/X.tsx'),
      `import { FormattedMessage } from 'react-intl';
export const X = () => <FormattedMessage id="x.inline" defaultMessage="Inline" />;
`,
    );
    expect(run('check')).toEqual({
      code: 1,
      out: expect.stringContaining('x.inline: declared outside a defineMessages block'),
    });
  });

  it('fails when a declared message is never used or an id is declared twice', () => {
    writeFileSync(
      file('src/features/X.ts'),
      `import { defineMessages } from '../i18n/defineMessages';
const messages = defineMessages({
  used: { id: 'x.used', defaultMessage: 'Used' },
  unused: { id: 'x.unused', defaultMessage: 'Unused' },
  again: { id: 'common.close', defaultMessage: 'Close' },
});
export const used = [messages.used, messages.again];
`,
    );
    const result = run('check');
    expect(result.code).toBe(1);
    expect(result.out).toContain('x.unused: declared in src/features/X.ts (messages.unused)');
    expect(result.out).toContain('common.close: declared 2 times');
    expect(result.out).not.toContain('x.used:');
  });

  it('fails when a Spanish text is missing, empty or its placeholders differ', () => {
    editCatalog('src/i18n/locales/es.json', (catalog) => {
      delete catalog['common.close'];
      catalog['validation.required'] = 'El campo es obligatorio.';
      catalog['common.cancel'] = ' ';
    });
    editCatalog('src/features/demo/locales/es.json', (catalog) => {
      catalog['demo.inbox.meta'] = 'Para {to}';
    });
    const result = run('check');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/Missing translation keys for locale es:\s+common\.close/);
    expect(result.out).toMatch(/validation\.required: Different number of variables/);
    expect(result.out).toContain('src/i18n/locales/es.json: common.cancel is empty');
    expect(result.out).toMatch(/demo\.inbox\.meta: Different number of variables/);
  });
});
