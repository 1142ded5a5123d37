import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messages } from '../../../src/i18n/messages';

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
