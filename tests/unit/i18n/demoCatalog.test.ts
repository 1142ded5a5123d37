import { DEMO_INBOX_MESSAGES } from '../../../src/features/demo/DemoInbox';

describe('demo inbox catalog (kept out of the app catalogs, so out of production)', () => {
  it('has every English id in Spanish too, and nothing else', () => {
    expect(Object.keys(DEMO_INBOX_MESSAGES.es).sort()).toEqual(
      Object.keys(DEMO_INBOX_MESSAGES.en).sort(),
    );
  });
});
