import {
  OPENING_SEARCH_PAGE_SIZE,
  openingChoicesQuery,
  openingOptions,
} from '../../../src/features/chats/openingChoices';

describe('openingChoicesQuery (issue #21 point 1, contract listJobOpenings)', () => {
  it('asks the shared first lookup page when nothing is typed', () => {
    expect(openingChoicesQuery('')).toBe('per_page=100');
    expect(openingChoicesQuery('   ')).toBe('per_page=100');
  });

  it('searches the names for the trimmed text, 20 a page', () => {
    expect(OPENING_SEARCH_PAGE_SIZE).toBe(20);
    expect(openingChoicesQuery('  CDL ')).toBe('search=CDL&field=name&per_page=20');
    expect(openingChoicesQuery('night shift & co')).toBe(
      'search=night%20shift%20%26%20co&field=name&per_page=20',
    );
  });

  it('cuts the text at the contract 100 characters (never a 422), emoji whole', () => {
    const query = openingChoicesQuery(`${'a'.repeat(99)}😀😀`);
    const search = new URLSearchParams(query).get('search');
    expect(Array.from(search ?? '')).toHaveLength(100);
    expect(search).toBe(`${'a'.repeat(99)}😀`);
  });
});

describe('openingOptions', () => {
  const a = { uuid: 'a', name: 'Forklift Operator' };
  const b = { uuid: 'b', name: 'CDL Class A Truck Driver' };
  const far = { uuid: 'z', name: 'Opening 150, beyond the first page' };

  it('lists the answer in its order, value the uuid and label the name', () => {
    expect(openingOptions([a, b], undefined, false)).toEqual([
      { value: 'a', label: 'Forklift Operator' },
      { value: 'b', label: 'CDL Class A Truck Driver' },
    ]);
  });

  it('with nothing typed, leads with the chosen opening the answer lacks, once', () => {
    expect(openingOptions([a, b], far, false).map((o) => o.value)).toEqual(['z', 'a', 'b']);
    expect(openingOptions([a, b], b, false).map((o) => o.value)).toEqual(['a', 'b']);
  });

  it('a search shows the answer alone', () => {
    expect(openingOptions([b], far, true)).toEqual([
      { value: 'b', label: 'CDL Class A Truck Driver' },
    ]);
    expect(openingOptions([], far, true)).toEqual([]);
  });
});
