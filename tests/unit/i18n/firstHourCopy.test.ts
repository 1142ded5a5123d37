/**
 * Wording a new employer meets in the first hour (issue #19): the hire notice reads as a
 * sentence in both languages (point 16: SPEC §4's "Candidate was successfully hire" typo).
 */
import { messages } from '../../../src/i18n/messages';

it('says "Candidate hired successfully" (and the Spanish equivalent) when a candidate is hired', () => {
  expect(messages.en['chats.toast.hired.summary']).toBe('Candidate hired');
  expect(messages.en['chats.toast.hired.detail']).toBe('Candidate hired successfully');
  expect(messages.es['chats.toast.hired.detail']).toBe('El candidato fue contratado correctamente');
});
