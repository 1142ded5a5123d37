/**
 * The message catalogs' checks (issue #8 point 6), as pure functions: extracted message
 * descriptors and catalogs in, English catalogs or a list of problems out.
 * scripts/i18n.mjs feeds them the real extraction (`formatjs extract`) and the committed files;
 * tests/unit/i18n feed them small bad catalogs. CommonJS, so that both the node script and the
 * jest unit tests load it.
 */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

/**
 * @typedef {{ defaultMessage?: string, description?: string, file?: string }} Descriptor
 * @typedef {Record<string, string>} Catalog
 * @typedef {{ name: string, en: Catalog, es: Catalog }} CatalogPair
 */

/** A catalog as it is committed: ids sorted, two-space JSON, a final newline. */
function serializeCatalog(catalog) {
  const sorted = {};
  for (const id of Object.keys(catalog).sort()) sorted[id] = catalog[id];
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/**
 * The English catalog of every descriptor module, from the output of `formatjs extract
 * --extract-source-location` over those modules: `{ [file]: { id: defaultMessage } }`, plus
 * the problems (a declaration without an English text or without a file).
 * @param {Record<string, Descriptor>} extracted
 * @returns {{ catalogs: Record<string, Catalog>, problems: string[] }}
 */
function englishCatalogsByFile(extracted) {
  const catalogs = {};
  const problems = [];
  for (const id of Object.keys(extracted).sort()) {
    const { defaultMessage, file } = extracted[id];
    if (!file) {
      problems.push(`${id}: extracted without its source file`);
      continue;
    }
    if (typeof defaultMessage !== 'string' || defaultMessage.trim() === '') {
      problems.push(`${id}: declared in ${file} without a defaultMessage (the English text)`);
      continue;
    }
    (catalogs[file] ??= {})[id] = defaultMessage;
  }
  return { catalogs, problems };
}

/**
 * Problems of the call sites, from `formatjs extract` over every source file except the
 * descriptor modules: an English text written at a call site (it belongs in an area's
 * descriptor module, so that it ships once, in the catalog), and an id that no descriptor
 * module declares.
 * @param {Record<string, Descriptor>} usages
 * @param {Iterable<string>} declaredIds
 * @returns {string[]}
 */
function checkUsages(usages, declaredIds) {
  const declared = new Set(declaredIds);
  const problems = [];
  for (const id of Object.keys(usages).sort()) {
    const where = usages[id].file ? ` (${usages[id].file})` : '';
    if (usages[id].defaultMessage !== undefined) {
      problems.push(
        `${id}: defaultMessage written at a call site${where}; declare it in its area's descriptor module and use the id alone`,
      );
    } else if (!declared.has(id)) {
      problems.push(`${id}: used${where} but declared in no descriptor module`);
    }
  }
  return problems;
}

/**
 * Ids built at run time from a template (`chats.status.${status}`): `formatjs extract` cannot
 * see them, so each template's fixed prefix must start at least one declared id.
 * @param {{ prefix: string, file: string }[]} templates
 * @param {Iterable<string>} declaredIds
 * @returns {string[]}
 */
function checkTemplateIds(templates, declaredIds) {
  const declared = [...declaredIds];
  const problems = [];
  for (const { prefix, file } of templates) {
    if (!declared.some((id) => id.startsWith(prefix)))
      problems.push(`${prefix}\${…}: id template (${file}) matches no declared id`);
  }
  return problems;
}

/**
 * Message id templates in a source text: `id: \`area.prefix.${` or `id={\`area.prefix.${`
 * (a dotted prefix: element ids such as `opening-${uuid}` are no message ids).
 */
function idTemplatesIn(text) {
  return [...text.matchAll(/\bid(?:=\{|:\s*)`([A-Za-z0-9_-]+\.[A-Za-z0-9_.-]*)\$\{/g)].map(
    (match) => match[1],
  );
}

/**
 * What a message's placeholders are: for each argument its kinds (argument, number, date,
 * time, plural, selectordinal, select, tag) and, for plural and select arguments, the union
 * of their branch keys.
 * @returns {Map<string, { kinds: Set<string>, keys: Set<string> }>}
 */
function signatureOf(elements, into = new Map()) {
  const entry = (name) => {
    if (!into.has(name)) into.set(name, { kinds: new Set(), keys: new Set() });
    return into.get(name);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        entry(element.value).kinds.add('argument');
        break;
      case TYPE.number:
        entry(element.value).kinds.add('number');
        break;
      case TYPE.date:
        entry(element.value).kinds.add('date');
        break;
      case TYPE.time:
        entry(element.value).kinds.add('time');
        break;
      case TYPE.plural:
      case TYPE.select: {
        const kind =
          element.type === TYPE.select
            ? 'select'
            : element.pluralType === 'ordinal'
              ? 'selectordinal'
              : 'plural';
        const arg = entry(element.value);
        arg.kinds.add(kind);
        for (const [key, option] of Object.entries(element.options)) {
          arg.keys.add(key);
          signatureOf(option.value, into);
        }
        break;
      }
      case TYPE.tag:
        entry(`<${element.value}>`).kinds.add('tag');
        signatureOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

const sorted = (set) => [...set].sort().join(', ');

/**
 * Problems of one translation against its English message: ICU syntax; the same arguments
 * and tags with the same kinds; select branches identical; plural branches: the same exact
 * `=N` branches as English, `other`, every category English uses that the target language
 * has, and no category the target language does not have.
 * @param {string} id
 * @param {string} english
 * @param {string} translation
 * @param {string} [locale] the translation's language (plural categories), default `es`
 * @returns {string[]}
 */
function compareMessage(id, english, translation, locale = 'es') {
  let en;
  let tr;
  try {
    en = signatureOf(parse(english, { requiresOtherClause: true }));
  } catch (error) {
    return [`${id}: English is not valid ICU (${error.message})`];
  }
  try {
    tr = signatureOf(parse(translation, { requiresOtherClause: true }));
  } catch (error) {
    return [`${id}: ${locale} is not valid ICU (${error.message})`];
  }
  const problems = [];
  for (const name of en.keys()) {
    if (!tr.has(name)) problems.push(`${id}: ${locale} lacks the placeholder {${name}}`);
  }
  for (const name of tr.keys()) {
    if (!en.has(name))
      problems.push(`${id}: ${locale} has the placeholder {${name}}, which English has not`);
  }
  for (const [name, enArg] of en) {
    const trArg = tr.get(name);
    if (!trArg) continue;
    if (sorted(enArg.kinds) !== sorted(trArg.kinds)) {
      problems.push(
        `${id}: {${name}} is ${sorted(enArg.kinds)} in English but ${sorted(trArg.kinds)} in ${locale}`,
      );
      continue;
    }
    if (enArg.kinds.has('select')) {
      if (sorted(enArg.keys) !== sorted(trArg.keys))
        problems.push(
          `${id}: the select branches of {${name}} differ: English ${sorted(enArg.keys)}, ${locale} ${sorted(trArg.keys)}`,
        );
      continue;
    }
    const pluralType = enArg.kinds.has('plural')
      ? 'cardinal'
      : enArg.kinds.has('selectordinal')
        ? 'ordinal'
        : null;
    if (!pluralType) continue;
    const exact = (keys) => new Set([...keys].filter((key) => key.startsWith('=')));
    if (sorted(exact(enArg.keys)) !== sorted(exact(trArg.keys)))
      problems.push(
        `${id}: the exact plural branches of {${name}} differ: English ${sorted(exact(enArg.keys)) || 'none'}, ${locale} ${sorted(exact(trArg.keys)) || 'none'}`,
      );
    const categories = new Set(
      new Intl.PluralRules(locale, { type: pluralType }).resolvedOptions().pluralCategories,
    );
    if (!trArg.keys.has('other'))
      problems.push(`${id}: ${locale} lacks the plural branch "other" of {${name}}`);
    for (const key of enArg.keys) {
      if (!key.startsWith('=') && categories.has(key) && !trArg.keys.has(key))
        problems.push(`${id}: ${locale} lacks the plural branch "${key}" of {${name}}`);
    }
    for (const key of trArg.keys) {
      if (!key.startsWith('=') && !categories.has(key))
        problems.push(
          `${id}: ${locale} has the plural branch "${key}" of {${name}}, a category ${locale} has not`,
        );
    }
  }
  return problems;
}

/**
 * Every problem of English/translation catalog pairs (one pair per area file): an id without
 * a translation, a translated id English has not, an empty text, and each message's
 * {@link compareMessage} problems.
 * @param {CatalogPair[]} pairs
 * @param {string} [locale]
 * @returns {string[]}
 */
function checkTranslations(pairs, locale = 'es') {
  const problems = [];
  for (const { name, en, es } of pairs) {
    for (const id of Object.keys(en)) {
      if (!Object.prototype.hasOwnProperty.call(es, id)) {
        problems.push(`${id}: no ${locale} text (${name})`);
        continue;
      }
      if (typeof es[id] !== 'string' || es[id].trim() === '') {
        problems.push(`${id}: the ${locale} text is empty (${name})`);
        continue;
      }
      problems.push(...compareMessage(id, en[id], es[id], locale));
    }
    for (const id of Object.keys(es)) {
      if (!Object.prototype.hasOwnProperty.call(en, id))
        problems.push(`${id}: in ${locale} (${name}) but not in English`);
    }
  }
  return problems;
}

module.exports = {
  serializeCatalog,
  englishCatalogsByFile,
  checkUsages,
  checkTemplateIds,
  idTemplatesIn,
  compareMessage,
  checkTranslations,
};
