import {
  applyDefaults,
  between,
  betweenDates,
  buildQueryString,
  canonicalKey,
  DEFAULT_PAGE,
  FILTER_DEBOUNCE_MS,
  isSpecialFilter,
  loadFilters,
  parseQueryParams,
  parseQueryString,
  parseRangeKey,
  rangeEndDay,
  relation,
  saveFilters,
  searchFields,
  withQuery,
  type Filters,
} from '../../../src/api/queryString';

describe('constants (SPEC §9)', () => {
  it('debounces 250 ms and defaults to page 1', () => {
    expect(FILTER_DEBOUNCE_MS).toBe(250);
    expect(DEFAULT_PAGE).toBe(1);
  });
});

describe('buildQueryString — plain fields', () => {
  it('returns an empty string for no filters, without a leading "?"', () => {
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: undefined, b: null, c: '' })).toBe('');
  });

  it('writes name=value pairs joined by & without a leading "?"', () => {
    expect(buildQueryString({ search: 'warehouse', status: 'unlocked' })).toBe(
      'search=warehouse&status=unlocked',
    );
  });

  it('keeps the insertion order of the filter object', () => {
    expect(buildQueryString({ z: 'last', a: 'first', m: 'mid' })).toBe('z=last&a=first&m=mid');
    expect(buildQueryString({ a: 'first', m: 'mid', z: 'last' })).toBe('a=first&m=mid&z=last');
  });

  it('is deterministic for equal inputs', () => {
    const make = (): Filters => ({ search: 'x', tags: ['a', 'b'], range: between('n', 1, 2) });
    expect(buildQueryString(make())).toBe(buildQueryString(make()));
  });

  it('skips undefined, null and empty strings but keeps 0, false and whitespace', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: 0, e: false, f: ' ', g: 'x' })).toBe(
      'd=0&e=0&f=%20&g=x',
    );
  });

  it('writes numbers as they are, and skips NaN and ±Infinity', () => {
    expect(buildQueryString({ a: 42, b: -3.5, c: 1e21, d: NaN, e: Infinity, f: -Infinity })).toBe(
      'a=42&b=-3.5&c=1e%2B21',
    );
  });

  it('writes bigints in decimal', () => {
    expect(buildQueryString({ id: 12345678901234567890n })).toBe('id=12345678901234567890');
  });

  it('writes booleans as 1 and 0', () => {
    expect(buildQueryString({ is_unlocked: true, is_hired: false })).toBe(
      'is_unlocked=1&is_hired=0',
    );
  });

  it('writes a plain Date as its UTC ISO 8601 instant, skipping invalid dates', () => {
    expect(
      buildQueryString({
        since: new Date('2025-05-14T10:30:00-05:00'),
        bad: new Date('nope'),
      }),
    ).toBe('since=2025-05-14T15%3A30%3A00.000Z');
  });

  it('encodes the reserved characters & = ? # + % , / : in values', () => {
    expect(buildQueryString({ q: 'a&b=c?d#e+f%g,h/i:j' })).toBe(
      'q=a%26b%3Dc%3Fd%23e%2Bf%25g%2Ch%2Fi%3Aj',
    );
  });

  it('encodes spaces as %20 (never +) and unicode as UTF-8 escapes', () => {
    expect(buildQueryString({ q: 'Operador de montacargas ñ', city: 'São Paulo', e: '😀' })).toBe(
      'q=Operador%20de%20montacargas%20%C3%B1&city=S%C3%A3o%20Paulo&e=%F0%9F%98%80',
    );
  });

  it('encodes reserved characters in names too', () => {
    expect(buildQueryString({ 'a b&c=d': 'v', 'x>y': 'w' })).toBe('a%20b%26c%3Dd=v&x%3Ey=w');
  });

  it('skips functions and symbols', () => {
    const filters = {
      a: 'x',
      f: (() => 1) as unknown as string,
      s: Symbol('s') as unknown as string,
    };
    expect(buildQueryString(filters)).toBe('a=x');
  });
});

describe('buildQueryString — arrays', () => {
  it('writes name[]=value per item with literal brackets', () => {
    expect(buildQueryString({ ignoreIds: ['5d2e8f1a', 'f1e2d3c4'] })).toBe(
      'ignoreIds[]=5d2e8f1a&ignoreIds[]=f1e2d3c4',
    );
  });

  it('writes arrays of numbers and booleans', () => {
    expect(buildQueryString({ ids: [3, 1, 2], flags: [true, false] })).toBe(
      'ids[]=3&ids[]=1&ids[]=2&flags[]=1&flags[]=0',
    );
  });

  it('skips empty arrays and empty items', () => {
    expect(buildQueryString({ a: [], b: ['', null, undefined], c: ['x', '', 'y'] })).toBe(
      'c[]=x&c[]=y',
    );
  });

  it('encodes each item, including commas inside it', () => {
    expect(buildQueryString({ skills: ['Forklift, reach', 'A&B'] })).toBe(
      'skills[]=Forklift%2C%20reach&skills[]=A%26B',
    );
  });

  it('indexes objects and arrays inside an array', () => {
    expect(buildQueryString({ rows: [{ id: 1 }, { id: 2, tags: ['x'] }], m: [['a']] })).toBe(
      'rows[0][id]=1&rows[1][id]=2&rows[1][tags][]=x&m[0][]=a',
    );
  });
});

describe('buildQueryString — nested objects', () => {
  it('flattens one level as parent[child]=value', () => {
    expect(buildQueryString({ filter: { status: 'open', city_id: 7 } })).toBe(
      'filter[status]=open&filter[city_id]=7',
    );
  });

  it('flattens depth 2 and 3, with arrays at the leaves', () => {
    expect(buildQueryString({ a: { b: { c: 'deep', d: { e: 1 } }, list: ['x', 'y'] } })).toBe(
      'a[b][c]=deep&a[b][d][e]=1&a[list][]=x&a[list][]=y',
    );
  });

  it('skips empty nested objects and empty leaves', () => {
    expect(buildQueryString({ a: {}, b: { c: undefined, d: { e: '' } }, f: { g: 'h' } })).toBe(
      'f[g]=h',
    );
  });

  it('encodes nested keys but keeps the brackets literal', () => {
    expect(buildQueryString({ 'p q': { 'r&s': 'v w' } })).toBe('p%20q[r%26s]=v%20w');
  });
});

describe('buildQueryString — searchFields (field param)', () => {
  it('joins the searchable column names into one comma-separated field value', () => {
    expect(
      buildQueryString({ search: 'night', field: searchFields(['name', 'first_question']) }),
    ).toBe('search=night&field=name,first_question');
  });

  it('writes the field param whatever the slot is called', () => {
    expect(buildQueryString({ columns: searchFields(['name']) })).toBe('field=name');
  });

  it('drops blank columns and writes nothing when none are left', () => {
    expect(buildQueryString({ field: searchFields(['', 'name', '']) })).toBe('field=name');
    expect(buildQueryString({ field: searchFields([]) })).toBe('');
    expect(buildQueryString({ field: searchFields(['']) })).toBe('');
  });

  it('encodes a comma inside a column name, keeping the separators literal', () => {
    expect(buildQueryString({ field: searchFields(['a,b', 'c d']) })).toBe('field=a%2Cb,c%20d');
  });

  it('copies the columns (later mutation of the input does not leak)', () => {
    const columns = ['name'];
    const filter = searchFields(columns);
    columns.push('first_question');
    expect(buildQueryString({ field: filter })).toBe('field=name');
  });
});

describe('buildQueryString — where_relation', () => {
  it('writes where_relation=value,relation.field', () => {
    expect(
      buildQueryString({ where_relation: relation('Forklift Operation', 'skills.name') }),
    ).toBe('where_relation=Forklift%20Operation,skills.name');
  });

  it('writes numeric and boolean values', () => {
    expect(buildQueryString({ a: relation(44, 'state.id'), b: relation(true, 'x.flag') })).toBe(
      'where_relation=44,state.id&where_relation=1,x.flag',
    );
  });

  it('encodes commas and reserved characters inside the value; the separator stays literal', () => {
    expect(buildQueryString({ r: relation('Reach, Order & Pick', 'skills.name') })).toBe(
      'where_relation=Reach%2C%20Order%20%26%20Pick,skills.name',
    );
  });

  it('omits the parameter when the value or the path is missing', () => {
    expect(buildQueryString({ r: relation('', 'skills.name') })).toBe('');
    expect(buildQueryString({ r: relation(null, 'skills.name') })).toBe('');
    expect(buildQueryString({ r: relation(undefined, 'skills.name') })).toBe('');
    expect(buildQueryString({ r: relation('x', '') })).toBe('');
  });
});

describe('buildQueryString — between_dates', () => {
  it('writes between_dates=start,end,field for strings as given', () => {
    expect(
      buildQueryString({ between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at') }),
    ).toBe('between_dates=2025-05-01,2025-05-31,created_at');
  });

  it('writes Date ends as ISO 8601 UTC instants (colons encoded)', () => {
    expect(
      buildQueryString({
        between_dates: betweenDates(
          new Date('2025-05-01T00:00:00Z'),
          new Date('2025-05-31T23:59:59.999Z'),
          'created_at',
        ),
      }),
    ).toBe('between_dates=2025-05-01T00%3A00%3A00.000Z,2025-05-31T23%3A59%3A59.999Z,created_at');
  });

  it('encodes + in zone offsets of string ends so it is not read as a space', () => {
    expect(
      buildQueryString({
        d: betweenDates('2025-05-01T00:00:00+02:00', '2025-05-02T00:00:00-05:00', 'created_at'),
      }),
    ).toBe(
      'between_dates=2025-05-01T00%3A00%3A00%2B02%3A00,2025-05-02T00%3A00%3A00-05%3A00,created_at',
    );
  });

  it('with dateOnly, writes Date ends as yyyy-MM-dd UTC days across a timezone boundary', () => {
    const start = new Date('2025-05-31T23:30:00-05:00'); // 2025-06-01T04:30Z
    const end = new Date('2025-06-30T20:00:00+09:00'); // 2025-06-30T11:00Z
    expect(
      buildQueryString({
        between_dates: betweenDates(start, end, 'created_at', { dateOnly: true }),
      }),
    ).toBe('between_dates=2025-06-01,2025-06-30,created_at');
  });

  it('with dateOnly, keeps yyyy-MM-dd strings and converts ISO strings to their UTC day', () => {
    expect(
      buildQueryString({
        d: betweenDates('2025-05-01', '2025-05-31T23:30:00-05:00', 'created_at', {
          dateOnly: true,
        }),
      }),
    ).toBe('between_dates=2025-05-01,2025-06-01,created_at');
  });

  it('with dateOnly, writes a UTC midnight Date as that same day', () => {
    expect(
      buildQueryString({
        d: betweenDates(
          new Date('2025-01-01T00:00:00Z'),
          new Date('2025-12-31T23:59:59Z'),
          'created_at',
          {
            dateOnly: true,
          },
        ),
      }),
    ).toBe('between_dates=2025-01-01,2025-12-31,created_at');
  });

  it('omits the parameter entirely when either end is missing', () => {
    const cases = [
      betweenDates(undefined, '2025-05-31', 'created_at'),
      betweenDates('2025-05-01', undefined, 'created_at'),
      betweenDates(null, null, 'created_at'),
      betweenDates('', '2025-05-31', 'created_at'),
      betweenDates('2025-05-01', '', 'created_at', { dateOnly: true }),
    ];
    for (const d of cases) expect(buildQueryString({ search: 'x', d })).toBe('search=x');
  });

  it('omits the parameter when an end is an invalid date, or the field is empty', () => {
    expect(buildQueryString({ d: betweenDates(new Date('nope'), new Date(), 'created_at') })).toBe(
      '',
    );
    expect(
      buildQueryString({
        d: betweenDates('garbage', '2025-05-31', 'created_at', { dateOnly: true }),
      }),
    ).toBe('');
    expect(buildQueryString({ d: betweenDates('2025-05-01', '2025-05-31', '') })).toBe('');
  });

  it('only sets the dateOnly flag when asked', () => {
    expect(betweenDates('a', 'b', 'f')).toEqual({
      $filter: 'betweenDates',
      start: 'a',
      end: 'b',
      field: 'f',
    });
    expect(betweenDates('a', 'b', 'f', { dateOnly: true }).dateOnly).toBe(true);
  });
});

describe('buildQueryString — between ranges', () => {
  it('writes field>low and field<high with the operator literal in the key', () => {
    expect(buildQueryString({ desired_candidates: between('desired_candidates', 5, 20) })).toBe(
      'desired_candidates>5&desired_candidates<20',
    );
  });

  it('writes a low-only range', () => {
    expect(buildQueryString({ r: between('hired_count', 0) })).toBe('hired_count>0');
    expect(buildQueryString({ r: between('hired_count', 3, null) })).toBe('hired_count>3');
  });

  it('writes a high-only range', () => {
    expect(buildQueryString({ r: between('total', undefined, 100) })).toBe('total<100');
    expect(buildQueryString({ r: between('total', '', 7) })).toBe('total<7');
  });

  it('writes nothing without bounds or without a field', () => {
    expect(buildQueryString({ r: between('total') })).toBe('');
    expect(buildQueryString({ r: between('total', NaN, null) })).toBe('');
    expect(buildQueryString({ r: between('', 1, 2) })).toBe('');
  });

  it('encodes the field name and the bounds', () => {
    expect(buildQueryString({ r: between('a b', -1.5, 'x&y') })).toBe('a%20b>-1.5&a%20b<x%26y');
    expect(buildQueryString({ r: between('created_at', new Date('2025-05-01T00:00:00Z')) })).toBe(
      'created_at>2025-05-01T00%3A00%3A00.000Z',
    );
  });

  it('keeps its position among the other filters', () => {
    expect(buildQueryString({ a: '1', r: between('n', 1, 9), z: '2' })).toBe('a=1&n>1&n<9&z=2');
  });
});

describe('buildQueryString — special forms inside arrays and objects', () => {
  it('writes them as their own top-level parameters at their position', () => {
    expect(
      buildQueryString({
        relations: [relation('Forklift', 'skills.name'), relation(44, 'state.id')],
        nested: { range: between('total', 1) },
      }),
    ).toBe('where_relation=Forklift,skills.name&where_relation=44,state.id&total>1');
  });
});

describe('buildQueryString — page', () => {
  it('never invents a page', () => {
    expect(buildQueryString({ search: 'x' })).toBe('search=x');
    expect(buildQueryString({ search: 'x' }, {})).toBe('search=x');
    expect(buildQueryString({ search: 'x' }, { page: null })).toBe('search=x');
  });

  it('writes the page option first when given', () => {
    expect(buildQueryString({ search: 'x' }, { page: 3 })).toBe('page=3&search=x');
    expect(buildQueryString({}, { page: 1 })).toBe('page=1');
  });

  it('ignores an invalid page option (0, negative, fractional, NaN)', () => {
    for (const page of [0, -1, 1.5, NaN]) {
      expect(buildQueryString({ search: 'x' }, { page })).toBe('search=x');
    }
  });

  it('writes a page filter in its place when the option is absent, and lets the option win', () => {
    expect(buildQueryString({ search: 'x', page: 2 })).toBe('search=x&page=2');
    expect(buildQueryString({ search: 'x', page: 2 }, { page: 5 })).toBe('page=5&search=x');
    expect(buildQueryString({ search: 'x', page: undefined })).toBe('search=x');
  });
});

describe('buildQueryString — the job openings example', () => {
  it('combines search, search fields, a date range (UTC days), a relation, a range and page', () => {
    expect(
      buildQueryString(
        {
          search: 'night shift',
          field: searchFields(['name', 'first_question']),
          between_dates: betweenDates(
            new Date('2025-05-01T00:00:00Z'),
            new Date('2025-05-31T12:00:00Z'),
            'created_at',
            { dateOnly: true },
          ),
          where_relation: relation('Forklift Operation', 'skills.name'),
          desired_candidates: between('desired_candidates', 5, 20),
        },
        { page: 2 },
      ),
    ).toBe(
      'page=2&search=night%20shift&field=name,first_question' +
        '&between_dates=2025-05-01,2025-05-31,created_at' +
        '&where_relation=Forklift%20Operation,skills.name' +
        '&desired_candidates>5&desired_candidates<20',
    );
  });
});

describe('withQuery', () => {
  it('appends ?query only when there is one', () => {
    expect(withQuery('employers/job-openings', '')).toBe('employers/job-openings');
    expect(withQuery('employers/job-openings', 'page=2')).toBe('employers/job-openings?page=2');
    expect(withQuery('catalog/cities?state_id=4', 'page=2')).toBe(
      'catalog/cities?state_id=4&page=2',
    );
  });
});

describe('special-form helpers', () => {
  it('isSpecialFilter recognises only the tagged forms', () => {
    expect(isSpecialFilter(relation('a', 'b.c'))).toBe(true);
    expect(isSpecialFilter(betweenDates('a', 'b', 'c'))).toBe(true);
    expect(isSpecialFilter(between('a', 1))).toBe(true);
    expect(isSpecialFilter(searchFields(['a']))).toBe(true);
    expect(isSpecialFilter({ $filter: 'other' })).toBe(false);
    expect(isSpecialFilter({ filter: 'relation' })).toBe(false);
    expect(isSpecialFilter(null)).toBe(false);
    expect(isSpecialFilter(['relation'])).toBe(false);
    expect(isSpecialFilter('relation')).toBe(false);
  });

  it('canonicalKey names the key parseQueryString uses', () => {
    expect(canonicalKey(relation('a', 'b.c'))).toBe('where_relation');
    expect(canonicalKey(betweenDates('a', 'b', 'c'))).toBe('between_dates');
    expect(canonicalKey(searchFields(['a']))).toBe('field');
    expect(canonicalKey(between('desired_candidates', 1))).toBe('desired_candidates');
  });
});

describe('parseQueryString', () => {
  it('returns {} for an empty string or a lone "?"', () => {
    expect(parseQueryString('')).toEqual({});
    expect(parseQueryString('?')).toEqual({});
  });

  it('parses plain fields as strings, with or without a leading "?"', () => {
    expect(parseQueryString('?search=warehouse&page=2')).toEqual({
      search: 'warehouse',
      page: '2',
    });
    expect(parseQueryString('search=warehouse&page=2')).toEqual({ search: 'warehouse', page: '2' });
  });

  it('decodes %-escapes, unicode and + as a space', () => {
    expect(
      parseQueryString('q=a%26b%3Dc%3Fd%23e%2Bf%25g%2Ch&c=S%C3%A3o%20Paulo&p=night+shift'),
    ).toEqual({ q: 'a&b=c?d#e+f%g,h', c: 'São Paulo', p: 'night shift' });
  });

  it('keeps malformed escapes as text instead of throwing', () => {
    expect(parseQueryString('q=100%&r=%E0%A4%A')).toEqual({ q: '100%', r: '%E0%A4%A' });
  });

  it('keeps a value containing "=" whole', () => {
    expect(parseQueryString('q=a=b')).toEqual({ q: 'a=b' });
  });

  it('drops empty values, empty names and bare names', () => {
    expect(parseQueryString('a=&=x&b&&c=1')).toEqual({ c: '1' });
  });

  it('keeps the last value of a repeated plain name', () => {
    expect(parseQueryString('a=1&a=2')).toEqual({ a: '2' });
  });

  it('parses name[]=value pairs into arrays, skipping empty items', () => {
    expect(parseQueryString('ids[]=3&ids[]=1&ids[]=&ids[]=2')).toEqual({ ids: ['3', '1', '2'] });
    expect(parseQueryString('ids%5B%5D=3&ids%5B%5D=4')).toEqual({ ids: ['3', '4'] });
  });

  it('parses nested brackets into objects (depth 1, 2, 3) and arrays at leaves', () => {
    expect(parseQueryString('a[b][c]=deep&a[b][d][e]=1&a[list][]=x&a[list][]=y&f[g]=h')).toEqual({
      a: { b: { c: 'deep', d: { e: '1' } }, list: ['x', 'y'] },
      f: { g: 'h' },
    });
  });

  it('parses field into searchFields', () => {
    expect(parseQueryString('field=name,first_question')).toEqual({
      field: searchFields(['name', 'first_question']),
    });
    expect(parseQueryString('field=name%2Cfirst_question')).toEqual({
      field: searchFields(['name', 'first_question']),
    });
    expect(parseQueryString('field=a%2Cb,c')).toEqual({ field: searchFields(['a,b', 'c']) });
  });

  it('parses where_relation, splitting at the last literal comma', () => {
    expect(parseQueryString('where_relation=Forklift%20Operation,skills.name')).toEqual({
      where_relation: relation('Forklift Operation', 'skills.name'),
    });
    expect(parseQueryString('where_relation=Reach%2C%20Order,skills.name')).toEqual({
      where_relation: relation('Reach, Order', 'skills.name'),
    });
    expect(parseQueryString('where_relation=a%2Cb%2Cskills.name')).toEqual({
      where_relation: relation('a,b', 'skills.name'),
    });
  });

  it('keeps a malformed where_relation as a plain string', () => {
    expect(parseQueryString('where_relation=novalue')).toEqual({ where_relation: 'novalue' });
    expect(parseQueryString('where_relation=x,')).toEqual({ where_relation: 'x,' });
  });

  it('parses between_dates, flagging dateOnly when both ends are days', () => {
    expect(parseQueryString('between_dates=2025-05-01,2025-05-31,created_at')).toEqual({
      between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at', { dateOnly: true }),
    });
    expect(
      parseQueryString(
        'between_dates=2025-05-01T00%3A00%3A00.000Z,2025-05-31T00%3A00%3A00%2B02%3A00,created_at',
      ),
    ).toEqual({
      between_dates: betweenDates(
        '2025-05-01T00:00:00.000Z',
        '2025-05-31T00:00:00+02:00',
        'created_at',
      ),
    });
  });

  it('keeps a malformed between_dates as a plain string', () => {
    expect(parseQueryString('between_dates=2025-05-01,created_at')).toEqual({
      between_dates: '2025-05-01,created_at',
    });
    expect(parseQueryString('between_dates=a,,c')).toEqual({ between_dates: 'a,,c' });
  });

  it('parses between ranges with literal operators, merging both bounds', () => {
    expect(parseQueryString('desired_candidates>5&desired_candidates<20')).toEqual({
      desired_candidates: between('desired_candidates', '5', '20'),
    });
    expect(parseQueryString('total>3')).toEqual({ total: between('total', '3', undefined) });
    expect(parseQueryString('total<9')).toEqual({ total: between('total', undefined, '9') });
  });

  it('parses between ranges whose operator a browser percent-encoded (%3E / %3c)', () => {
    expect(parseQueryString('?desired_candidates%3E5&desired_candidates%3c20')).toEqual({
      desired_candidates: between('desired_candidates', '5', '20'),
    });
  });

  it('decodes the field and bound of a range; drops a range without field or bound', () => {
    expect(parseQueryString('a%20b>-1.5&a%20b<x%26y')).toEqual({
      'a b': between('a b', '-1.5', 'x&y'),
    });
    expect(parseQueryString('>5&x>&y<')).toEqual({});
  });

  it('treats an encoded ">" in a name=value pair as part of a plain name', () => {
    expect(parseQueryString('x%3Ey=w')).toEqual({ 'x>y': 'w' });
  });
});

describe('parseQueryParams (qs, as the simulated API reads a request)', () => {
  it('reads plain names, bracket arrays, nested objects and bare names', () => {
    expect(
      parseQueryParams('?search=night+shift&ignoreIds[]=a&ignoreIds%5B%5D=b&f[g][h]=i&total>5'),
    ).toEqual({
      search: 'night shift',
      ignoreIds: ['a', 'b'],
      f: { g: { h: 'i' } },
      'total>5': null,
    });
  });

  it('keeps every value of a repeated name, or only the last one when asked', () => {
    const query = 'where_relation=TX,state.code&where_relation=Forklift%2Cskills.name';
    expect(parseQueryParams(query).where_relation).toEqual([
      'TX,state.code',
      'Forklift,skills.name',
    ]);
    expect(parseQueryParams(query, 'last').where_relation).toBe('Forklift,skills.name');
  });

  it('keeps arrays longer than qs’s default limit of 20 items as arrays', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `id${i}`);
    const built = buildQueryString({ ignoreIds: ids });
    expect(parseQueryParams(built).ignoreIds).toEqual(ids);
    expect(parseQueryString(built)).toEqual({ ignoreIds: ids });
    expect(buildQueryString(parseQueryString(built))).toBe(built);
  });
});

describe('parseRangeKey', () => {
  it('splits a decoded name at its first operator', () => {
    expect(parseRangeKey('desired_candidates>5')).toEqual({
      field: 'desired_candidates',
      op: '>',
      bound: '5',
    });
    expect(parseRangeKey('total<')).toEqual({ field: 'total', op: '<', bound: '' });
    expect(parseRangeKey('>5')).toBeUndefined();
    expect(parseRangeKey('search')).toBeUndefined();
  });
});

describe('buildQueryString ∘ parseQueryString round trip', () => {
  const canonical = [
    '',
    'search=warehouse',
    'page=2&search=night%20shift&field=name,first_question',
    'q=a%26b%3Dc%3Fd%23e%2Bf%25g%2Ch&c=S%C3%A3o%20Paulo&e=%F0%9F%98%80',
    'ignoreIds[]=5d2e8f1a&ignoreIds[]=f1e2d3c4',
    'a[b][c]=deep&a[b][d][e]=1&a[list][]=x&a[list][]=y',
    'rows[0][id]=1&rows[1][id]=2',
    'where_relation=Reach%2C%20Order%20%26%20Pick,skills.name',
    'between_dates=2025-05-01,2025-05-31,created_at',
    'between_dates=2025-05-01T00%3A00%3A00.000Z,2025-05-31T23%3A59%3A59.999Z,created_at',
    'desired_candidates>5&desired_candidates<20',
    'hired_count>0',
    'total<100',
    'search=x&between_dates=2025-06-01,2025-06-30,created_at&where_relation=44,state.id&total>1&page=3',
  ];

  it.each(canonical)('round-trips %p', (query) => {
    expect(buildQueryString(parseQueryString(query))).toBe(query);
  });

  it('round-trips every string the builder makes from a rich filter object', () => {
    const built = buildQueryString({
      search: 'Operador & montacargas, 2º turno',
      field: searchFields(['name', 'first_question']),
      between_dates: betweenDates(
        new Date('2025-05-31T23:30:00-05:00'),
        new Date('2025-06-30T00:00:00Z'),
        'created_at',
        { dateOnly: true },
      ),
      where_relation: relation('Forklift Operation', 'skills.name'),
      desired_candidates: between('desired_candidates', 5, 20),
      ignoreIds: ['u1', 'u2'],
      nested: { a: { b: 'c' } },
      flag: true,
      page: 4,
    });
    expect(buildQueryString(parseQueryString(built))).toBe(built);
    expect(parseQueryString(`?${built}`)).toEqual({
      search: 'Operador & montacargas, 2º turno',
      field: searchFields(['name', 'first_question']),
      between_dates: betweenDates('2025-06-01', '2025-06-30', 'created_at', { dateOnly: true }),
      where_relation: relation('Forklift Operation', 'skills.name'),
      desired_candidates: between('desired_candidates', '5', '20'),
      ignoreIds: ['u1', 'u2'],
      nested: { a: { b: 'c' } },
      flag: '1',
      page: '4',
    });
  });

  it('normalises non-canonical spellings to the canonical string', () => {
    expect(buildQueryString(parseQueryString('?p=night+shift&ids%5B%5D=1&n%3E2'))).toBe(
      'p=night%20shift&ids[]=1&n>2',
    );
  });
});

describe('applyDefaults', () => {
  const defaults = {
    search: '',
    page: 1,
    archived: false,
    ids: [] as string[],
    nums: [0],
    field: 'name',
    between_dates: undefined as ReturnType<typeof betweenDates> | undefined,
  };

  it('keeps exactly the keys of the defaults, in their order, typing strings after them', () => {
    const out = applyDefaults(
      defaults,
      parseQueryString(
        'unknown=x&page=3&archived=1&ids[]=a&nums[]=4&nums[]=5&field=name,first_question&between_dates=2025-05-01,2025-05-31,created_at&search=hi',
      ),
    );
    expect(out).toEqual({
      search: 'hi',
      page: 3,
      archived: true,
      ids: ['a'],
      nums: [4, 5],
      field: 'name,first_question',
      between_dates: betweenDates('2025-05-01', '2025-05-31', 'created_at', { dateOnly: true }),
    });
    expect(Object.keys(out)).toEqual(Object.keys(defaults));
  });

  it('falls back to the default for values it cannot type', () => {
    expect(applyDefaults(defaults, { page: 'two', archived: 'maybe' })).toMatchObject({
      page: 1,
      archived: false,
    });
    expect(applyDefaults(defaults, { page: ' ' }).page).toBe(1);
  });

  it('reads true/false words and 0 for booleans, and wraps a single value for arrays', () => {
    expect(applyDefaults(defaults, { archived: 'true' }).archived).toBe(true);
    expect(applyDefaults(defaults, { archived: 'false' }).archived).toBe(false);
    expect(applyDefaults({ archived: true }, { archived: '0' }).archived).toBe(false);
    expect(applyDefaults(defaults, { ids: 'solo' }).ids).toEqual(['solo']);
  });

  it('returns the defaults for no values and keeps already typed values', () => {
    expect(applyDefaults(defaults, {})).toEqual(defaults);
    expect(applyDefaults(defaults, { page: 7, archived: true })).toMatchObject({
      page: 7,
      archived: true,
    });
  });
});

describe('saveFilters / loadFilters', () => {
  beforeEach(() => localStorage.clear());

  it('saves as JSON and loads back, special forms included (dates as ISO strings)', () => {
    const filters = {
      search: 'x',
      page: 2,
      between_dates: betweenDates(
        new Date('2025-05-01T00:00:00Z'),
        new Date('2025-05-31T00:00:00Z'),
        'created_at',
        { dateOnly: true },
      ),
      where_relation: relation('Forklift', 'skills.name'),
      total: between('total', 1, 9),
      field: searchFields(['name']),
      nested: { a: ['b'] },
    };
    expect(saveFilters(localStorage, 'jobs', filters)).toBe(true);
    expect(JSON.parse(localStorage.getItem('jobs') ?? 'null')).toMatchObject({
      search: 'x',
      page: 2,
    });
    const loaded = loadFilters(localStorage, 'jobs');
    expect(loaded).toEqual({
      ...filters,
      between_dates: betweenDates(
        '2025-05-01T00:00:00.000Z',
        '2025-05-31T00:00:00.000Z',
        'created_at',
        {
          dateOnly: true,
        },
      ),
    });
    expect(buildQueryString(loaded ?? {})).toBe(buildQueryString(filters));
  });

  it('returns undefined for a missing storage or key', () => {
    expect(saveFilters(undefined, 'k', { a: 1 })).toBe(false);
    expect(loadFilters(undefined, 'k')).toBeUndefined();
    expect(loadFilters(localStorage, 'missing')).toBeUndefined();
  });

  it('returns undefined for garbage and for JSON that is not a filter object', () => {
    for (const text of [
      '{nope',
      '42',
      '"x"',
      'null',
      '[1,2]',
      '{"$filter":"relation","value":"a","path":"b.c"}',
    ]) {
      localStorage.setItem('k', text);
      expect(loadFilters(localStorage, 'k')).toBeUndefined();
    }
  });

  it('drops malformed special forms', () => {
    localStorage.setItem(
      'k',
      JSON.stringify({
        a: { $filter: 'relation', value: {}, path: 'x.y' },
        b: { $filter: 'betweenDates', start: '2025-01-01' },
        c: { $filter: 'unknown' },
        d: { $filter: 'searchFields', columns: ['name', 3] },
        e: { $filter: 'between', field: 'n', low: {}, high: 4 },
        f: 'kept',
      }),
    );
    expect(loadFilters(localStorage, 'k')).toEqual({
      a: undefined,
      b: undefined,
      c: undefined,
      d: searchFields(['name']),
      e: between('n', undefined, 4),
      f: 'kept',
    });
  });

  it('never throws when the storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(saveFilters(throwing, 'k', { a: 1 })).toBe(false);
    expect(loadFilters(throwing, 'k')).toBeUndefined();
  });

  it('returns false for values JSON cannot serialise', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(saveFilters(localStorage, 'k', cyclic)).toBe(false);
    expect(localStorage.getItem('k')).toBeNull();
  });
});

describe('rangeEndDay (a between_dates end read back for the date range field)', () => {
  it('gives the yyyy-MM-dd day of a day, an instant or a Date, and nothing otherwise', () => {
    expect(rangeEndDay('2025-05-31')).toBe('2025-05-31');
    expect(rangeEndDay('2025-05-31T23:59:59.000Z')).toBe('2025-05-31');
    expect(rangeEndDay(new Date('2025-06-01T00:00:00.000Z'))).toBe('2025-06-01');
    expect(rangeEndDay(new Date('not a date'))).toBeUndefined();
    expect(rangeEndDay('')).toBeUndefined();
    expect(rangeEndDay(undefined)).toBeUndefined();
  });
});
