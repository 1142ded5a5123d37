import { DEMO_INBOX_SPANISH } from '../../../src/features/demo/DemoInbox';
import english from '../../../src/features/demo/locales/en.json';

describe('demo inbox catalog (kept out of the app catalogs, so out of production)', () => {
  it('has every English id (extracted from DemoInbox.tsx) in Spanish too, and nothing else', () => {
    expect(Object.keys(DEMO_INBOX_SPANISH).sort()).toEqual(Object.keys(english).sort());
  });
});
