import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messages } from '../../../src/i18n/messages';

const localesDir = join(__dirname, '../../../src/i18n/locales');

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    )
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

describe('message catalogs (SPEC §1, §9: English and Spanish)', () => {
  it('has the same area files in both languages', () => {
    expect(readdirSync(join(localesDir, 'es')).sort()).toEqual(
      readdirSync(join(localesDir, 'en')).sort(),
    );
  });

  it('merges every area file of each language into the catalog', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const file of readdirSync(join(localesDir, lang))) {
        const area = JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as Record<
          string,
          string
        >;
        for (const id of Object.keys(area)) expect(messages[lang][id]).toBe(area[id]);
      }
    }
  });

  it('gives every English id a Spanish text and no extra Spanish ids', () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('uses the same ICU arguments in both languages and only valid ICU syntax', () => {
    for (const id of Object.keys(messages.en)) {
      const en = argumentsOf(parse(messages.en[id]));
      const es = argumentsOf(parse(messages.es[id]));
      expect({ id, args: [...es].sort() }).toEqual({ id, args: [...en].sort() });
    }
  });

  it('has no empty texts', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const [id, text] of Object.entries(messages[lang]))
        expect({ id, empty: text.trim() === '' }).toEqual({ id, empty: false });
    }
  });
});
