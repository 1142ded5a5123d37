import type { StoryContext } from '@storybook/react-vite';
import { createDb, createHandlers, type Db } from '../../mocks';
import { fixedNow } from '../../.storybook/fixedNow';
import { isLanguage, messages, type Language } from '../../src/i18n/messages';

/** How far the unverified demo account (`new@hireline.test`) got in the sign-up flow. */
export type SignUpStage = 'registered' | 'verified' | 'companyDone';

/**
 * A simulated API whose `new@hireline.test` account stands at `stage` of the sign-up flow:
 * `registered` (email not verified), `verified` (company empty), `companyDone` (verified,
 * company complete, no subscription). `edit` may change the db further.
 */
function signUpDb(stage: SignUpStage, edit?: (db: Db) => void): Db {
  const db = createDb({ now: fixedNow });
  const employee = db.tables.employees.find((e) => e.email === 'new@hireline.test');
  if (!employee) throw new Error('the seed has no new@hireline.test');
  if (stage !== 'registered') employee.email_verified_at = '2026-05-14T09:00:00Z';
  if (stage === 'companyDone') {
    const company = db.tables.companies.find((c) => c.id === employee.company_id);
    if (!company) throw new Error('the seed has no company for new@hireline.test');
    const demo = db.tables.companies.find((c) => c.name !== null);
    Object.assign(company, {
      name: 'Rivera Home Health',
      description: 'Home care agency serving the Houston area.',
      phone_number: '7135550143',
      state_id: demo?.state_id ?? null,
      city_id: demo?.city_id ?? null,
      company_size_id: 2,
      company_industry_id: 2,
      customer_since: '2024-02-01',
    });
  }
  edit?.(db);
  return db;
}

/** `beforeEach` of a sign-up story: installs {@link signUpDb} for `stage`. */
export function atStage(stage: SignUpStage, edit?: (db: Db) => void) {
  return ({ msw }: { msw: { use: (...handlers: ReturnType<typeof createHandlers>) => void } }) => {
    msw.use(...createHandlers(signUpDb(stage, edit)));
  };
}

/** A translator for the story's language (`globals.locale`), `{name}` values filled in. */
export function textsOf(context: Pick<StoryContext, 'globals'>) {
  const value: unknown = context.globals.locale;
  const lang: Language = isLanguage(value) ? value : 'en';
  return (id: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (text, [key, v]) => text.replace(`{${key}}`, v),
      messages[lang][id] ?? messages.en[id],
    );
}
