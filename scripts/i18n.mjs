#!/usr/bin/env node
/**
 * The message catalogs (README "Translations", issue #8 point 6, issue #20).
 *
 *   node scripts/i18n.mjs extract   (npm run i18n:extract)
 *   node scripts/i18n.mjs check     (npm run i18n:check, a step of `npm test`)
 *
 * Every English text is declared next to the code that shows it, in a `defineMessages` block
 * (src/i18n/defineMessages.ts) of that module or of a sibling `<name>.messages.ts`. `extract`
 * runs `formatjs extract` (@formatjs/cli) over src/ and writes the English catalogs, id →
 * defaultMessage, ids sorted: src/i18n/locales/en.json for the app, and
 * src/features/demo/locales/en.json for the demo inbox (demo builds only, kept out of the
 * app's catalog). Those files are its output, never edited by hand.
 *
 * `check` fails when:
 * - a committed English catalog differs from a fresh extraction (run `npm run i18n:extract`);
 * - `formatjs verify --source-locale en --missing-keys --extra-keys --structural-equality`
 *   fails for a Spanish catalog against its English one (an id missing or extra, or another set
 *   of placeholders, their kinds or tags), or a Spanish text is empty;
 * - an id is declared twice, a declared message is never used (no `<block>.<key>` anywhere in
 *   src/, and the block is never used as a whole), or a message is declared outside a
 *   `defineMessages` block (an id or a defaultMessage written at a call site).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const formatjs = require.resolve('@formatjs/cli/bin/formatjs');

const DEMO = 'src/features/demo';
/** Each catalog: the sources it is extracted from and its two languages' files. */
const CATALOGS = [
  {
    sources: ['src/**/*.{ts,tsx}', '--ignore', '**/*.d.ts', '--ignore', `${DEMO}/**`],
    dir: 'src/i18n/locales',
  },
  { sources: [`${DEMO}/**/*.{ts,tsx}`], dir: `${DEMO}/locales` },
];

function run(args) {
  try {
    return execFileSync(process.execPath, [formatjs, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (error) {
    throw new Error(
      `formatjs ${args[0]} failed:\n${error.stderr || error.stdout || error.message}`,
    );
  }
}

/** `formatjs extract` of `sources` (a message without its English text fails it): id → text. */
function extract(sources) {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  try {
    const out = path.join(dir, 'en.json');
    run(['extract', ...sources, '--throws', '--format', 'simple', '--out-file', out]);
    const extracted = JSON.parse(readFileSync(out, 'utf8'));
    return Object.fromEntries(
      Object.keys(extracted)
        .sort()
        .map((id) => [id, extracted[id]]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const serialize = (catalog) => `${JSON.stringify(catalog, null, 2)}\n`;

/** The `.ts`/`.tsx` files of src/ (type declarations aside). */
function sourceFiles() {
  return readdirSync(path.join(root, 'src'), { recursive: true })
    .map((file) => `src/${file}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
}

/**
 * Every `defineMessages` block of src/ (block name, key, id, file) and the problems of their
 * declarations and uses: an id declared twice, a key never used, a block whose keys are not
 * plain `key: { id: '…', … }` entries.
 */
function declarations() {
  const texts = new Map(
    sourceFiles().map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
  );
  const declared = [];
  const problems = [];
  for (const [file, text] of texts) {
    if (!text.includes('defineMessages(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.getText() === 'defineMessages' &&
        ts.isVariableDeclaration(node.parent)
      ) {
        const block = node.parent.name.getText();
        for (const property of node.arguments[0]?.properties ?? []) {
          const idProperty = ts.isObjectLiteralExpression(property.initializer)
            ? property.initializer.properties.find((p) => p.name?.getText() === 'id')
            : undefined;
          if (!idProperty || !ts.isStringLiteral(idProperty.initializer)) {
            problems.push(`${file}: ${block}.${property.name?.getText()} has no literal id`);
            continue;
          }
          declared.push({
            file,
            block,
            key: property.name.getText(),
            id: idProperty.initializer.text,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const byId = new Map();
  for (const message of declared) byId.set(message.id, [...(byId.get(message.id) ?? []), message]);
  for (const [id, messages] of byId)
    if (messages.length > 1)
      problems.push(
        `${id}: declared ${messages.length} times (${messages.map((m) => m.file).join(', ')})`,
      );
  // Where each block is used: in its own file, and (exported) in the files that import it.
  const used = new Set(); // `file:block.key`, or `file:block` when used as a whole
  const exported = new Map(
    declared
      .filter((m) => new RegExp(`export const ${m.block}\\b`).test(texts.get(m.file)))
      .map((m) => [m.block, m.file]),
  );
  for (const [file, text] of texts) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    // The blocks in scope here: this file's own, and the exported ones it imports.
    const scope = new Map(declared.filter((m) => m.file === file).map((m) => [m.block, file]));
    for (const statement of source.statements) {
      const bindings = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (exported.has(element.name.text))
            scope.set(element.name.text, exported.get(element.name.text));
    }
    if (!scope.size) continue;
    const visit = (node) => {
      if (ts.isIdentifier(node) && scope.has(node.text)) {
        const where = `${scope.get(node.text)}:${node.text}`;
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node)
          used.add(`${where}.${parent.name.text}`);
        else if (
          !(ts.isVariableDeclaration(parent) && parent.name === node) &&
          !ts.isImportSpecifier(parent) &&
          !ts.isExportSpecifier(parent)
        )
          used.add(where); // `Object.values(block)`, `const map: … = block`
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const { file, block, key, id } of declared) {
    if (!used.has(`${file}:${block}`) && !used.has(`${file}:${block}.${key}`))
      problems.push(`${id}: declared in ${file} (${block}.${key}) but never used`);
  }
  return { ids: new Set(byId.keys()), problems };
}

const command = process.argv[2];
if (command !== 'extract' && command !== 'check') {
  console.error('usage: node scripts/i18n.mjs extract|check');
  process.exit(2);
}
const problems = [];
let count = 0;
try {
  const { ids, problems: declarationProblems } = declarations();
  problems.push(...declarationProblems);
  for (const { sources, dir } of CATALOGS) {
    const english = extract(sources);
    count += Object.keys(english).length;
    for (const id of Object.keys(english))
      if (!ids.has(id)) problems.push(`${id}: declared outside a defineMessages block (${dir})`);
    const enFile = path.join(root, dir, 'en.json');
    if (command === 'extract') {
      writeFileSync(enFile, serialize(english));
      continue;
    }
    if (readFileSync(enFile, 'utf8') !== serialize(english))
      problems.push(
        `${dir}/en.json: stale, differs from a fresh extraction (run npm run i18n:extract)`,
      );
    const esFile = path.join(root, dir, 'es.json');
    try {
      run([
        'verify',
        '--source-locale',
        'en',
        '--missing-keys',
        '--extra-keys',
        '--structural-equality',
        enFile,
        esFile,
      ]);
    } catch (error) {
      problems.push(`${dir}/es.json: ${error.message}`);
    }
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(esFile, 'utf8'))))
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${dir}/es.json: ${id} is empty`);
  }
} catch (error) {
  problems.push(error.message);
}
if (problems.length) {
  console.error(`i18n:${command}: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  command === 'extract'
    ? `i18n:extract: ${count} English messages written to ${CATALOGS.length} catalogs.`
    : `i18n:check: ${count} messages in ${CATALOGS.length} catalogs, extraction up to date, Spanish complete and consistent, no unused or duplicate ids.`,
);
