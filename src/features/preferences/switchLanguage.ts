import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from '../../api/authApi';
import { api } from '../../api/baseApi';
import type { Employee } from '../../contract/types';
import type { Language } from '../../i18n/languages';
import { userReplaced, type AuthState } from '../../store/authSlice';
import { languageChanged, type LanguageState } from '../../store/languageSlice';

/**
 * The cached server data whose texts follow `Accept-Language` (contract, "Language"; issue #19
 * point 8): catalog names (industries, company sizes, skills), the plans' pitch and selling
 * points, the plan inside the current subscription, the skill names inside job openings
 * (`JobOpening`), suggested candidates (`Candidate`) and chats (`Chat`, whose last message may
 * also be a system notice), the system notices of chat threads (`Message`) and the
 * descriptions of charges (`Payment`).
 */
const LANGUAGE_DEPENDENT_TAGS = [
  'Catalog',
  'Plan',
  'Subscription',
  'JobOpening',
  'Candidate',
  'Chat',
  'Message',
  'Payment',
] as const;

/**
 * Switches the interface language (SPEC §4, §9: saved under `lang`) and reloads what the server
 * wrote in the previous one, so that nothing stays in the old language: the
 * {@link LANGUAGE_DEPENDENT_TAGS} (refetched now where a screen shows them, on next use
 * otherwise) and, when logged in, the employee (`GET /v1/employers/auth/employee`, operation
 * `getCurrentEmployee`), whose company carries the size and industry names. A failed employee
 * reload keeps the current one (the next start-up loads it again); the thunk never rejects.
 */
export const switchLanguage = createAsyncThunk<
  void,
  Language,
  { state: { auth: AuthState; language: LanguageState } }
>('preferences/switchLanguage', async (lang, { dispatch, getState }) => {
  dispatch(languageChanged(lang));
  dispatch(api.util.invalidateTags([...LANGUAGE_DEPENDENT_TAGS]));
  if (getState().auth.status !== 'authenticated') return;
  const request = dispatch(
    authApi.endpoints.getCurrentEmployee.initiate(undefined, {
      forceRefetch: true,
      subscribe: false,
    }),
  ) as { unwrap(): Promise<Employee> };
  try {
    const employee = await request.unwrap();
    // Still logged in, and still that language (a second switch reloads again).
    const { auth, language } = getState();
    if (
      language.lang === lang &&
      auth.status === 'authenticated' &&
      employee?.uuid === auth.user?.uuid
    ) {
      dispatch(userReplaced(employee));
    }
  } catch {
    /* the employee on screen stays; its names come in the new language on the next start */
  }
});
