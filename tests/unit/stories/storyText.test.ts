/**
 * The play functions' texts (stories/support/storyText.ts, issue #32 point 1): a message of the
 * catalog in the story's current language (its `<html lang>`), as text or as a pattern.
 */
import {
  ANY,
  money,
  monthYear,
  msg,
  msgPattern,
  msgTag,
  serverText,
  skillText,
  storyLanguage,
  textList,
} from '../../../stories/support/storyText';

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('storyText', () => {
  it('formats a message in the language the story shows', () => {
    expect(msg('components.pagination.page', { page: 5 })).toBe('Page 5');
    document.documentElement.setAttribute('lang', 'es');
    expect(msg('common.stale.retryNow')).toBe('Reintentar ahora');
    expect(serverText('systemHired', { name: 'Ana' })).toBe('Se contrató a Ana.');
  });

  it('refuses an id that is in no catalog', () => {
    expect(() => msg('no.such.message')).toThrow(/no message "no.such.message"/);
  });

  it('finds a message with any text or any count in its arguments', () => {
    const undone = msgPattern('chats.triage.undone', { name: ANY });
    expect(undone.test('Rejection of Ana López undone.')).toBe(true);
    expect(undone.test('Rejection undone.')).toBe(false);
    const unread = msgPattern('chats.list.unread', { count: ANY }, { whole: true });
    expect(unread.test('12 unread messages')).toBe(true);
    expect(unread.test('1,200 unread messages')).toBe(true);
    expect(unread.test('1 unread message')).toBe(true);
    const price = msgPattern('chats.unlock.confirmPrice', { price: ANY }, { anchored: true });
    expect(price.test('Unlock and pay $12.00')).toBe(true);
    expect(price.test('Then unlock and pay $12.00')).toBe(false);
  });

  it('escapes the message text', () => {
    expect(msgPattern('chats.filters.more', { count: 1 }).test('Filters (1)')).toBe(true);
  });

  it("writes data as the app and the simulated API write it in the story's language", () => {
    expect(storyLanguage()).toBe('en');
    expect(money(4900)).toBe('$49.00');
    expect(monthYear('2026-05-10')).toBe('May 2026');
    expect(skillText('Forklift Operation')).toBe('Forklift Operation');
    expect(textList(['2 pending', '1 hired'], 'unit')).toBe('2 pending, 1 hired');
    document.documentElement.setAttribute('lang', 'es');
    expect(storyLanguage()).toBe('es');
    // Plain spaces where Intl writes no-break ones (Testing Library reads the page's so).
    expect(money(3_574_300, 'eur')).toBe('EUR 35,743.00');
    expect(monthYear('2026-05-10')).toBe('mayo de 2026');
    expect(skillText('Forklift Operation')).toBe('Operación de montacargas');
    expect(textList(['2 pendientes', '1 contratado'], 'unit')).toBe('2 pendientes y 1 contratado');
  });

  it('gives the text inside a rich-text tag', () => {
    expect(msgTag('chats.list.draft', 'prefix', { text: '' })).toBe('Draft:');
  });
});
