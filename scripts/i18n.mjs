#!/usr/bin/env node
/**
 * The message catalogs (README "Translations", issue #8 point 6).
 *
 *   node scripts/i18n.mjs extract   (npm run i18n:extract)
 *   node scripts/i18n.mjs check     (npm run i18n:check, a step of `npm test`)
 *
 * The English texts are written once, as `defineMessages` descriptors (id, defaultMessage,
 * description) in one descriptor module per area — src/i18n/descriptors/<area>.ts, and
 * src/features/demo/messages.ts for the demo inbox. Call sites use the ids alone, so that the
 * English text ships once, in the catalog. `extract` runs `formatjs extract` (@formatjs/cli)
 * over those modules and writes each one's English catalog (locales/en/<area>.json,
 * src/features/demo/locales/en.json): those files are its output, never edited by hand.
 *
 * `check` fails when:
 * - the committed English catalogs differ from a fresh extraction (run `npm run i18n:extract`);
 * - a call site uses an id no descriptor module declares, or writes a defaultMessage itself
 *   (formatjs extract over every other source file), or builds ids from a template
 *   (`chats.status.${status}`) whose prefix starts no declared id;
 * - a Spanish catalog lacks an id of its English one or has one English has not, a text is
 *   empty, a message is not valid ICU, or placeholders, their kinds or plural/select branches
 *   differ between English and Spanish (scripts/lib/i18n.cjs).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const {
  checkTemplateIds,
  checkTranslations,
  checkUsages,
  englishCatalogsByFile,
  idTemplatesIn,
  serializeCatalog,
} = require('./lib/i18n.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = path.join(root, 'node_modules/@formatjs/cli/bin/formatjs');

const DESCRIPTORS_DIR = 'src/i18n/descriptors';

/**
 * Every catalog: its descriptor module (the source), its English catalog (the extraction's
 * output) and its Spanish catalog (translated by hand).
 */
function catalogUnits() {
  const units = readdirSync(path.join(root, DESCRIPTORS_DIR))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => {
      const area = file.slice(0, -'.ts'.length);
      return {
        source: `${DESCRIPTORS_DIR}/${file}`,
        en: `src/i18n/locales/en/${area}.json`,
        es: `src/i18n/locales/es/${area}.json`,
      };
    });
  units.push({
    source: 'src/features/demo/messages.ts',
    en: 'src/features/demo/locales/en.json',
    es: 'src/features/demo/locales/es.json',
  });
  return units;
}

/** `formatjs extract` with source locations: its descriptors by id. */
function extract(args) {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  const out = path.join(dir, 'messages.json');
  try {
    try {
      execFileSync(
        process.execPath,
        [formatjs, 'extract', ...args, '--extract-source-location', '--out-file', out],
        { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
      );
    } catch (error) {
      throw new Error(`formatjs extract failed:\n${error.stderr ?? error.message}`);
    }
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fresh English catalogs, keyed by their path, and the problems found on the way. */
function extractEnglish(units) {
  const problems = [];
  const declarations = extract([...units.map((unit) => unit.source), '--throws']);
  const { catalogs, problems: declarationProblems } = englishCatalogsByFile(declarations);
  problems.push(...declarationProblems);
  const english = {};
  for (const unit of units) english[unit.en] = catalogs[unit.source] ?? {};
  for (const file of Object.keys(catalogs)) {
    if (!units.some((unit) => unit.source === file))
      problems.push(`${file}: declares messages but is no descriptor module`);
  }
  // An id declared twice: `formatjs extract` keeps one; count the declarations.
  for (const unit of units) {
    const text = readFileSync(path.join(root, unit.source), 'utf8');
    const ids = [...text.matchAll(/\bid:\s*(['"])(.*?)\1/g)].map((match) => match[2]);
    for (const id of ids) {
      const owner = Object.entries(english).find(([, catalog]) => id in catalog)?.[0];
      if (ids.indexOf(id) !== ids.lastIndexOf(id))
        problems.push(`${id}: declared twice in ${unit.source}`);
      else if (owner && owner !== unit.en)
        problems.push(`${id}: declared in ${unit.source} and in another descriptor module`);
    }
  }
  const usages = extract([
    'src/**/*.{ts,tsx}',
    '--ignore',
    '**/*.d.ts',
    ...units.map((unit) => unit.source),
  ]);
  const declared = Object.values(english).flatMap((catalog) => Object.keys(catalog));
  problems.push(...checkUsages(usages, declared));
  const sources = (dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map((file) => `${dir}/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  const templates = sources('src').flatMap((file) =>
    idTemplatesIn(readFileSync(path.join(root, file), 'utf8')).map((prefix) => ({ prefix, file })),
  );
  problems.push(...checkTemplateIds(templates, declared));
  return { english, problems: [...new Set(problems)] };
}

function readJson(file) {
  const full = path.join(root, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
}

const command = process.argv[2];
const units = catalogUnits();
let result;
try {
  result = extractEnglish(units);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { english, problems } = result;
const localesEn = 'src/i18n/locales/en';
const strayEnglish = readdirSync(path.join(root, localesEn))
  .map((file) => `${localesEn}/${file}`)
  .filter((file) => !(file in english));
const localesEs = 'src/i18n/locales/es';
const straySpanish = readdirSync(path.join(root, localesEs))
  .map((file) => `${localesEs}/${file}`)
  .filter((file) => !units.some((unit) => unit.es === file));

if (command === 'extract') {
  for (const [file, catalog] of Object.entries(english))
    writeFileSync(path.join(root, file), serializeCatalog(catalog));
  for (const file of strayEnglish) unlinkSync(path.join(root, file));
  const count = Object.values(english).reduce((sum, c) => sum + Object.keys(c).length, 0);
  console.log(
    `i18n:extract: ${count} English messages written to ${Object.keys(english).length} catalogs.`,
  );
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
} else if (command === 'check') {
  for (const [file, catalog] of Object.entries(english)) {
    const committed = existsSync(path.join(root, file))
      ? readFileSync(path.join(root, file), 'utf8')
      : null;
    if (committed !== serializeCatalog(catalog))
      problems.push(`${file}: stale, differs from a fresh extraction (run npm run i18n:extract)`);
  }
  for (const file of strayEnglish)
    problems.push(`${file}: no descriptor module extracts to it (run npm run i18n:extract)`);
  for (const file of straySpanish)
    problems.push(`${file}: has no English catalog (no descriptor module ${DESCRIPTORS_DIR}/…)`);
  problems.push(
    ...checkTranslations(
      units.map((unit) => ({
        name: unit.es,
        en: english[unit.en],
        es: readJson(unit.es) ?? {},
      })),
    ),
  );
  if (problems.length) {
    console.error(`i18n:check: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const count = Object.values(english).reduce((sum, c) => sum + Object.keys(c).length, 0);
  console.log(
    `i18n:check: ${count} messages in ${units.length} catalogs, extraction up to date, Spanish complete and consistent.`,
  );
} else {
  console.error('usage: node scripts/i18n.mjs extract|check');
  process.exit(2);
}
