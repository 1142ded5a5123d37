/**
 * @jest-environment node
 *
 * The catalogs' check (scripts/lib/i18n.cjs, `npm run i18n:check`, issue #8 point 6): each
 * failure mode fed as a small bad catalog is reported, the good ones are not; and, end to end
 * on a copy of the catalogs, a hand-edited English catalog, a changed descriptor, an
 * undeclared id at a call site and a missing Spanish text each make `check` fail, while
 * `extract` brings the English catalog back in line.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkTemplateIds,
  checkTranslations,
  checkUsages,
  compareMessage,
  englishCatalogsByFile,
  idTemplatesIn,
  serializeCatalog,
} from '../../../scripts/lib/i18n.cjs';

const pair = (en: Record<string, string>, es: Record<string, string>) => [
  { name: 'es/area.json', en, es },
];

describe('checkTranslations', () => {
  it('accepts a complete, consistent translation', () => {
    expect(
      checkTranslations(
        pair(
          {
            a: 'Hello {name}',
            b: '{count, plural, =0 {No chats} one {# chat} other {# chats}}',
            c: '{status, select, open {Open} other {Closed}} since {date, date, long}',
            d: 'Paid <b>{amount, number, ::currency/USD}</b>',
            e: 'The {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} try',
          },
          {
            a: 'Hola {name}',
            b: '{count, plural, =0 {Ningún chat} one {# chat} many {# de chats} other {# chats}}',
            c: '{status, select, open {Abierta} other {Cerrada}} desde {date, date, long}',
            d: 'Pagado <b>{amount, number, ::currency/USD}</b>',
            e: 'El {n, selectordinal, other {#.º}} intento',
          },
        ),
      ),
    ).toEqual([]);
  });

  it('reports an id without Spanish, and a Spanish id English has not', () => {
    expect(checkTranslations(pair({ a: 'A', b: 'B' }, { a: 'A', c: 'C' }))).toEqual([
      'b: no es text (es/area.json)',
      'c: in es (es/area.json) but not in English',
    ]);
  });

  it('reports an empty Spanish text', () => {
    expect(checkTranslations(pair({ a: 'A' }, { a: '  ' }))).toEqual([
      'a: the es text is empty (es/area.json)',
    ]);
  });

  it('reports invalid ICU in either language', () => {
    expect(checkTranslations(pair({ a: 'Hi {name' }, { a: 'Hola {name}' }))[0]).toMatch(
      /^a: English is not valid ICU/,
    );
    expect(checkTranslations(pair({ a: 'Hi {name}' }, { a: 'Hola {name' }))[0]).toMatch(
      /^a: es is not valid ICU/,
    );
    // A plural without `other` is invalid ICU too.
    expect(
      checkTranslations(
        pair({ a: '{n, plural, one {#} other {#}}' }, { a: '{n, plural, one {#}}' }),
      )[0],
    ).toMatch(/^a: es is not valid ICU/);
  });
});

describe('compareMessage: placeholders', () => {
  it('reports a missing, an extra and a renamed placeholder', () => {
    expect(compareMessage('a', 'To {to} at {time}', 'A {to}')).toEqual([
      'a: es lacks the placeholder {time}',
    ]);
    expect(compareMessage('a', 'To {to}', 'A {to} {extra}')).toEqual([
      'a: es has the placeholder {extra}, which English has not',
    ]);
    expect(compareMessage('a', 'Hi {name}', 'Hola {nombre}')).toEqual([
      'a: es lacks the placeholder {name}',
      'a: es has the placeholder {nombre}, which English has not',
    ]);
  });

  it('reports a placeholder of another kind', () => {
    expect(compareMessage('a', 'Ends {date, date, long}', 'Termina {date}')).toEqual([
      'a: {date} is date in English but argument in es',
    ]);
    expect(compareMessage('a', '{n, number} left', '{n, plural, other {# restantes}}')).toEqual([
      'a: {n} is number in English but plural in es',
    ]);
  });

  it('reports placeholders nested in branches and tags', () => {
    expect(
      compareMessage(
        'a',
        '{n, plural, one {# by {who}} other {# by {who}}}',
        '{n, plural, one {#} other {#}}',
      ),
    ).toEqual(['a: es lacks the placeholder {who}']);
    expect(compareMessage('a', 'Read <link>the terms</link>', 'Lee los términos')).toEqual([
      'a: es lacks the placeholder {<link>}',
    ]);
  });
});

describe('compareMessage: plural and select branches', () => {
  it('reports an exact branch English has and Spanish has not, and the reverse', () => {
    expect(
      compareMessage(
        'a',
        '{n, plural, =0 {None} one {# chat} other {# chats}}',
        '{n, plural, one {# chat} other {# chats}}',
      ),
    ).toEqual(['a: the exact plural branches of {n} differ: English =0, es none']);
    expect(
      compareMessage(
        'a',
        '{n, plural, one {# chat} other {# chats}}',
        '{n, plural, =1 {Un chat} one {# chat} other {# chats}}',
      ),
    ).toEqual(['a: the exact plural branches of {n} differ: English none, es =1']);
  });

  it('reports a category English uses and Spanish has but lacks', () => {
    expect(
      compareMessage('a', '{n, plural, one {# day} other {# days}}', '{n, plural, other {# días}}'),
    ).toEqual(['a: es lacks the plural branch "one" of {n}']);
  });

  it('reports a category the language has not', () => {
    expect(
      compareMessage(
        'a',
        '{n, plural, one {# day} other {# days}}',
        '{n, plural, one {# día} few {# días} other {# días}}',
      ),
    ).toEqual(['a: es has the plural branch "few" of {n}, a category es has not']);
  });

  it('reports different select branches', () => {
    expect(
      compareMessage(
        'a',
        '{s, select, open {Open} closed {Closed} other {?}}',
        '{s, select, open {Abierta} other {?}}',
      ),
    ).toEqual([
      'a: the select branches of {s} differ: English closed, open, other, es open, other',
    ]);
  });
});

describe('extraction helpers', () => {
  it('groups the extracted English texts by descriptor module', () => {
    expect(
      englishCatalogsByFile({
        'b.x': { defaultMessage: 'X', file: 'src/i18n/descriptors/b.ts' },
        'a.y': { defaultMessage: 'Y', file: 'src/i18n/descriptors/a.ts' },
        'a.z': { file: 'src/i18n/descriptors/a.ts' },
      }),
    ).toEqual({
      catalogs: {
        'src/i18n/descriptors/a.ts': { 'a.y': 'Y' },
        'src/i18n/descriptors/b.ts': { 'b.x': 'X' },
      },
      problems: [
        'a.z: declared in src/i18n/descriptors/a.ts without a defaultMessage (the English text)',
      ],
    });
  });

  it('reports an undeclared id and a defaultMessage at a call site', () => {
    expect(
      checkUsages(
        {
          'a.known': { file: 'src/A.tsx' },
          'a.unknown': { file: 'src/A.tsx' },
          'a.inline': { defaultMessage: 'Inline', file: 'src/B.tsx' },
        },
        ['a.known', 'a.inline'],
      ),
    ).toEqual([
      "a.inline: defaultMessage written at a call site (src/B.tsx); declare it in its area's descriptor module and use the id alone",
      'a.unknown: used (src/A.tsx) but declared in no descriptor module',
    ]);
  });

  it('finds message id templates and reports one that matches no declared id', () => {
    const source =
      'intl.formatMessage({ id: `chats.status.${value}` }); <li id={`opening-${uuid}`} />;' +
      ' <FormattedMessage id={`chats.lock.${reason}.title`} />';
    expect(idTemplatesIn(source)).toEqual(['chats.status.', 'chats.lock.']);
    expect(
      checkTemplateIds(
        [
          { prefix: 'chats.status.', file: 'src/A.tsx' },
          { prefix: 'chats.lock.', file: 'src/B.tsx' },
        ],
        ['chats.status.open'],
      ),
    ).toEqual(['chats.lock.${…}: id template (src/B.tsx) matches no declared id']);
  });

  it('writes catalogs sorted by id', () => {
    expect(serializeCatalog({ b: '2', a: '1' })).toBe('{\n  "a": "1",\n  "b": "2"\n}\n');
  });
});

describe('npm run i18n:check / i18n:extract, on a copy of the catalogs', () => {
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
  const edit = (relative: string, change: (text: string) => string) =>
    writeFileSync(file(relative), change(readFileSync(file(relative), 'utf8')));

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
    for (const part of [
      'scripts/i18n.mjs',
      'scripts/lib/i18n.cjs',
      'src/i18n',
      'src/features/demo',
    ])
      cpSync(path.join(root, part), file(part), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), file('node_modules'), 'dir');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the committed catalogs', () => {
    expect(run('check')).toEqual({
      code: 0,
      out: expect.stringMatching(/^i18n:check: \d+ messages/),
    });
  });

  it('fails when the English catalog is edited by hand, until it is extracted again', () => {
    edit('src/i18n/locales/en/common.json', (text) => text.replace('"Close"', '"Shut"'));
    expect(run('check')).toEqual({
      code: 1,
      out: expect.stringContaining('src/i18n/locales/en/common.json: stale'),
    });
    expect(run('extract').code).toBe(0);
    expect(run('check').code).toBe(0);
  });

  it('fails when a descriptor changed without extraction, and extract writes it', () => {
    edit('src/i18n/descriptors/common.ts', (text) =>
      text.replace("defaultMessage: 'Close'", "defaultMessage: 'Close it'"),
    );
    expect(run('check').out).toContain('src/i18n/locales/en/common.json: stale');
    expect(run('extract').code).toBe(0);
    expect(JSON.parse(readFileSync(file('src/i18n/locales/en/common.json'), 'utf8'))).toEqual(
      expect.objectContaining({ 'common.close': 'Close it' }),
    );
  });

  it('fails when a call site uses an undeclared id or writes its own English text', () => {
    mkdirSync(file('src/features/x'), { recursive: true });
    writeFileSync(
      file('src/features/x/X.tsx'),
      `import { FormattedMessage } from 'react-intl';
export const X = () => <><FormattedMessage id="common.close" /><FormattedMessage id="x.missing" /><FormattedMessage id="x.inline" defaultMessage="Inline" /></>;
`,
    );
    const result = run('check');
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'x.missing: used (src/features/x/X.tsx) but declared in no descriptor module',
    );
    expect(result.out).toContain('x.inline: defaultMessage written at a call site');
    expect(result.out).not.toContain('common.close');
  });

  it('fails when a Spanish text is missing or its placeholders differ', () => {
    edit('src/i18n/locales/es/common.json', (text) => {
      const catalog = JSON.parse(text) as Record<string, string>;
      delete catalog['common.close'];
      catalog['validation.required'] = 'El campo es obligatorio.';
      return JSON.stringify(catalog, null, 2);
    });
    edit('src/features/demo/locales/es.json', (text) => {
      const catalog = JSON.parse(text) as Record<string, string>;
      catalog['demo.inbox.new'] =
        '{count, plural, one {correo nuevo} few {correos} other {correos nuevos}}';
      return JSON.stringify(catalog, null, 2);
    });
    const result = run('check');
    expect(result.code).toBe(1);
    expect(result.out).toContain('common.close: no es text (src/i18n/locales/es/common.json)');
    expect(result.out).toContain('validation.required: es lacks the placeholder {attribute}');
    expect(result.out).toContain('demo.inbox.new: es has the plural branch "few" of {count}');
  });
});
