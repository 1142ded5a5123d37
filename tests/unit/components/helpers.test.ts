import { initialsOf } from '../../../src/components/Avatar';
import { formatDay, parseDay } from '../../../src/components/DateRangeField';
import { getPaginationItems } from '../../../src/components/paginationItems';
import { toastDetail } from '../../../src/components/ToastContent';

describe('getPaginationItems', () => {
  it('lists every page when they fit', () => {
    expect(getPaginationItems(1, 1)).toEqual([1]);
    expect(getPaginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis on the right near the start', () => {
    expect(getPaginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPaginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(getPaginationItems(10, 20)).toEqual([
      1,
      'ellipsis-start',
      9,
      10,
      11,
      'ellipsis-end',
      20,
    ]);
  });

  it('puts an ellipsis on the left near the end', () => {
    expect(getPaginationItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPaginationItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('keeps a constant length and always includes the current page', () => {
    for (let current = 1; current <= 30; current++) {
      const items = getPaginationItems(current, 30);
      expect(items).toHaveLength(7);
      expect(items).toContain(current);
      expect(items[0]).toBe(1);
      expect(items[items.length - 1]).toBe(30);
    }
  });

  it('clamps out-of-range pages and honours siblings', () => {
    expect(getPaginationItems(99, 3)).toEqual([1, 2, 3]);
    expect(getPaginationItems(0, 0)).toEqual([1]);
    expect(getPaginationItems(10, 20, 2)).toEqual([
      1,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      20,
    ]);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ana López García')).toBe('AG');
    expect(initialsOf('  óscar  ')).toBe('Ó');
    expect(initialsOf('')).toBe('?');
  });
});

describe('toastDetail (SPEC §8)', () => {
  it('joins the errors list with ", "', () => {
    expect(toastDetail(['a', 'b'])).toBe('a, b');
    expect(toastDetail([])).toBe('');
    expect(toastDetail('plain')).toBe('plain');
    expect(toastDetail(undefined)).toBe('');
  });
});

describe('parseDay / formatDay', () => {
  it('round-trips yyyy-MM-dd as a local calendar day', () => {
    const date = parseDay('2026-05-04');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(4);
    expect(date?.getDate()).toBe(4);
    expect(formatDay(date as Date)).toBe('2026-05-04');
  });

  it('rejects missing and invalid values', () => {
    expect(parseDay(undefined)).toBeUndefined();
    expect(parseDay('2026-13-40')).toBeUndefined();
    expect(parseDay('nope')).toBeUndefined();
  });
});
