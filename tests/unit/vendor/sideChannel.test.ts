/**
 * The browser build's `side-channel` (src/vendor/side-channel.cjs, put in place of the package
 * by vite.config.ts for `qs`; issue #20 point 6): the package's interface, and `qs` behaving the
 * same on it as on the package.
 */
import type * as Qs from 'qs';

type SideChannel = {
  assert: (key: unknown) => void;
  delete: (key: unknown) => boolean;
  get: (key: unknown) => unknown;
  has: (key: unknown) => boolean;
  set: (key: unknown, value: unknown) => void;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const getSideChannel = require('../../../src/vendor/side-channel.cjs') as () => SideChannel;

/** Channels the stand-in has made for the `qs` loaded on it. */
let standInChannels = 0;

/** `qs`, loaded afresh on the package's `side-channel` or on the build's stand-in. */
function loadQs(on: 'package' | 'stand-in'): typeof Qs {
  let qs: typeof Qs | undefined;
  jest.isolateModules(() => {
    if (on === 'stand-in') {
      jest.doMock('side-channel', () => {
        const make = jest.requireActual('../../../src/vendor/side-channel.cjs') as () => unknown;
        return () => {
          standInChannels += 1;
          return make();
        };
      });
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    qs = require('qs') as typeof Qs;
  });
  jest.dontMock('side-channel');
  return qs as typeof Qs;
}

describe('side-channel stand-in', () => {
  it('keeps values by identity for objects, functions and primitives', () => {
    const channel = getSideChannel();
    const key = {};
    const fn = () => undefined;
    expect(channel.has(key)).toBe(false);
    expect(channel.get(key)).toBeUndefined();
    channel.set(key, 1);
    channel.set(fn, 2);
    channel.set('name', 3);
    channel.set(7, 4);
    expect([channel.get(key), channel.get(fn), channel.get('name'), channel.get(7)]).toEqual([
      1, 2, 3, 4,
    ]);
    expect(channel.get({})).toBeUndefined();
    expect(channel.has('7')).toBe(false);
    expect(channel.delete(key)).toBe(true);
    expect(channel.delete(key)).toBe(false);
    expect(channel.has(key)).toBe(false);
    expect(channel.delete('name')).toBe(true);
    expect(channel.has('name')).toBe(false);
  });

  it('asserts like the package: a TypeError for a missing key', () => {
    const channel = getSideChannel();
    const key = {};
    expect(() => channel.assert(key)).toThrow(
      new TypeError('Side channel does not contain the given object key'),
    );
    expect(() => channel.assert('x')).toThrow(TypeError);
    channel.set(key, undefined);
    expect(() => channel.assert(key)).not.toThrow();
  });

  it('gives each call its own, empty channel', () => {
    const one = getSideChannel();
    const two = getSideChannel();
    one.set('k', 1);
    expect(two.has('k')).toBe(false);
  });
});

describe('qs on the stand-in', () => {
  const real = loadQs('package');
  const standIn = loadQs('stand-in');

  it('writes the same query strings', () => {
    const filters = {
      search: 'night shift',
      status: ['active', 'hired'],
      between_dates: { created_at: ['2026-05-01', '2026-05-10'] },
      relation: [{ name: 'skills', ids: [1, 2] }, { name: 'state' }],
    };
    for (const arrayFormat of ['brackets', 'indices', 'repeat'] as const) {
      const options = { arrayFormat, encodeValuesOnly: true };
      expect(standIn.stringify(filters, options)).toBe(real.stringify(filters, options));
    }
    expect(standIn.stringify(filters)).toContain('status%5B0%5D=active');
    // The stand-in did the work (qs keeps its cycle check in a side channel).
    expect(standInChannels).toBeGreaterThan(0);
  });

  it('reads the same filters, arrays past arrayLimit included', () => {
    for (const search of [
      'search=night&status[]=active&status[]=hired',
      'between_dates[created_at][0]=2026-05-01&between_dates[created_at][1]=2026-05-10',
      'relation[0][name]=skills&relation[0][ids][]=1&relation[1][name]=state',
      'a[25]=x&a[1]=y',
      'a[]=1&a[]=2&a[]=3&a[]=4',
    ]) {
      const options = { arrayLimit: 2 };
      expect(standIn.parse(search, options)).toEqual(real.parse(search, options));
      expect(standIn.parse(search)).toEqual(real.parse(search));
    }
  });

  it('still refuses a cyclic object', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => real.stringify(cyclic)).toThrow(RangeError);
    expect(() => standIn.stringify(cyclic)).toThrow(new RangeError('Cyclic object value'));
  });
});
