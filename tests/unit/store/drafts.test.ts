/**
 * The composer's drafts (issue #21 point 4): kept per chat for the signed-in employer only,
 * saved per employer in localStorage (`hireline.drafts.<uuid>`) and read back at sign-in;
 * a sent draft stays until the server acknowledges the message it became (a failure keeps it),
 * and the employer's drafts go on logout, saved copy too; a refused token empties them in
 * memory only.
 */
import { makeTestStore } from '../testStore';
import { sessionCleared, userLoaded } from '../../../src/store/authSlice';
import {
  draftChanged,
  draftsCleared,
  draftSent,
  draftsStorageKey,
  parseSavedDrafts,
  selectDraftText,
  selectDraftTexts,
} from '../../../src/store/draftsSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { messageDiscarded, sendAcknowledged, sendFailed } from '../../../src/store/outboxSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { employeeWith } from './fixtures';

const SARAH = employeeWith();
const OTHER = employeeWith({
  uuid: '0e5d2a8b-6f1c-4b3e-8a9d-7c4f1e2b3a55',
  email: 'o@example.com',
});

function store() {
  return makeTestStore({
    auth: { status: 'authenticated', token: 'token', user: null },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
}

const saved = (uuid = SARAH.uuid) => parseSavedDrafts(localStorage.getItem(draftsStorageKey(uuid)));

beforeEach(() => localStorage.clear());

describe('drafts', () => {
  it('keeps nothing before the employee is known', () => {
    const s = store();
    s.dispatch(draftChanged({ chatId: 3, text: 'Hello' }));
    expect(s.getState().drafts.byChat).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it('keeps each chat’s text, saved per employer; blank text removes it', () => {
    const s = store();
    s.dispatch(userLoaded(SARAH));
    s.dispatch(draftChanged({ chatId: 3, text: 'Can you start ' }));
    s.dispatch(draftChanged({ chatId: 5, text: 'Thanks!\nSee you' }));
    expect(selectDraftText(s.getState(), 3)).toBe('Can you start ');
    expect(selectDraftText(s.getState(), 4)).toBe('');
    expect(selectDraftTexts(s.getState())).toEqual({ 3: 'Can you start ', 5: 'Thanks!\nSee you' });
    expect(saved()).toEqual({ 3: { text: 'Can you start ' }, 5: { text: 'Thanks!\nSee you' } });

    s.dispatch(draftChanged({ chatId: 5, text: '  \n ' }));
    expect(selectDraftTexts(s.getState())).toEqual({ 3: 'Can you start ' });
    s.dispatch(draftChanged({ chatId: 3, text: '' }));
    expect(s.getState().drafts.byChat).toEqual({});
    expect(localStorage.getItem(draftsStorageKey(SARAH.uuid))).toBeNull();
  });

  it('selects the same drafts object while the drafts do not change', () => {
    const s = store();
    s.dispatch(userLoaded(SARAH));
    s.dispatch(draftChanged({ chatId: 3, text: 'Hi' }));
    const first = selectDraftTexts(s.getState());
    s.dispatch(sendFailed({ key: 'unrelated', error: { status: 0, message: 'x' } }));
    expect(selectDraftTexts(s.getState())).toBe(first);
  });

  it('a sent draft leaves the composer and the list, and is cleared when acknowledged', () => {
    const s = store();
    s.dispatch(userLoaded(SARAH));
    s.dispatch(draftChanged({ chatId: 3, text: 'Are you free?' }));
    s.dispatch(draftSent({ chatId: 3, key: 'key-1', text: 'Are you free?' }));
    expect(selectDraftText(s.getState(), 3)).toBe('');
    expect(selectDraftTexts(s.getState())).toEqual({});
    // Kept (in storage too) until the server has it: a failure loses nothing.
    expect(saved()).toEqual({ 3: { text: 'Are you free?', sentKey: 'key-1' } });
    s.dispatch(sendFailed({ key: 'key-1', error: { status: 0, message: 'Network error' } }));
    expect(s.getState().drafts.byChat[3]).toEqual({ text: 'Are you free?', sentKey: 'key-1' });
    s.dispatch(sendAcknowledged('key-other'));
    expect(s.getState().drafts.byChat[3]).toBeDefined();
    s.dispatch(sendAcknowledged('key-1'));
    expect(s.getState().drafts.byChat).toEqual({});
    expect(localStorage.getItem(draftsStorageKey(SARAH.uuid))).toBeNull();
  });

  it('a new text typed after a send is the draft: the old message’s acknowledgement keeps it', () => {
    const s = store();
    s.dispatch(userLoaded(SARAH));
    s.dispatch(draftSent({ chatId: 3, key: 'key-1', text: 'First' }));
    s.dispatch(draftChanged({ chatId: 3, text: 'Second' }));
    s.dispatch(sendAcknowledged('key-1'));
    expect(selectDraftText(s.getState(), 3)).toBe('Second');
  });

  it('a discarded message takes its sent draft with it', () => {
    const s = store();
    s.dispatch(userLoaded(SARAH));
    s.dispatch(draftSent({ chatId: 3, key: 'key-1', text: 'First' }));
    s.dispatch(messageDiscarded('key-1'));
    expect(s.getState().drafts.byChat).toEqual({});
  });

  it('reads the employer’s saved drafts back at sign-in, never another employee’s', () => {
    localStorage.setItem(
      draftsStorageKey(SARAH.uuid),
      JSON.stringify({ 3: { text: 'Saved' }, 7: { text: 'Sent', sentKey: 'k' }, x: {}, 9: 1 }),
    );
    const s = store();
    s.dispatch(userLoaded(SARAH));
    expect(selectDraftTexts(s.getState())).toEqual({ 3: 'Saved' });
    expect(s.getState().drafts.byChat[7]).toEqual({ text: 'Sent', sentKey: 'k' });

    // A refused token: nothing in memory, the saved copy stays for the next sign-in.
    s.dispatch(sessionCleared());
    expect(s.getState().drafts).toEqual({ owner: null, byChat: {} });
    expect(saved()).toEqual({ 3: { text: 'Saved' }, 7: { text: 'Sent', sentKey: 'k' } });

    s.dispatch(userLoaded(OTHER));
    expect(selectDraftTexts(s.getState())).toEqual({});
    s.dispatch(draftChanged({ chatId: 3, text: 'Mine' }));
    expect(saved(OTHER.uuid)).toEqual({ 3: { text: 'Mine' } });
    expect(saved()).toEqual({ 3: { text: 'Saved' }, 7: { text: 'Sent', sentKey: 'k' } });
  });

  it('logout removes the employer’s drafts, saved copy too', () => {
    const s = store();
    s.dispatch(userLoaded(SARAH));
    s.dispatch(draftChanged({ chatId: 3, text: 'Hello' }));
    localStorage.setItem(draftsStorageKey(OTHER.uuid), JSON.stringify({ 4: { text: 'Theirs' } }));
    s.dispatch(draftsCleared());
    s.dispatch(sessionCleared());
    expect(s.getState().drafts.byChat).toEqual({});
    expect(localStorage.getItem(draftsStorageKey(SARAH.uuid))).toBeNull();
    expect(saved(OTHER.uuid)).toEqual({ 4: { text: 'Theirs' } });
    // A composer saving as it unmounts after logout keeps nothing.
    s.dispatch(draftChanged({ chatId: 3, text: 'Hello' }));
    expect(s.getState().drafts.byChat).toEqual({});
    expect(localStorage.getItem(draftsStorageKey(SARAH.uuid))).toBeNull();
  });

  it('reads unreadable saved drafts as none', () => {
    expect(parseSavedDrafts(null)).toEqual({});
    expect(parseSavedDrafts('{')).toEqual({});
    expect(parseSavedDrafts('[1]')).toEqual({});
    expect(parseSavedDrafts('{"2":{"text":"  "}}')).toEqual({});
  });
});
