/**
 * The browser build's stand-in for the `side-channel` package (vite.config.ts `resolve.alias`),
 * the one dependency of `qs` (src/domain/queryString.ts) that weighs more than `qs` itself:
 * `side-channel` picks a WeakMap, Map or list store through `get-intrinsic`, `call-bound` and
 * `object-inspect` (about 9 KB of gzipped JavaScript in every screen that builds a list query
 * string, issue #20 point 6), where every browser the app supports has WeakMap and Map.
 *
 * Same interface and behaviour as the package: `getSideChannel()` returns an empty store keyed
 * by identity — objects and functions weakly (a WeakMap), other values in a Map — with `get`,
 * `set`, `has`, `delete` (whether the key was there) and `assert` (throws a TypeError when the
 * key is missing). CommonJS, like the package, because `qs` loads it with `require`. Node
 * (jest, the API server) keeps the real package.
 */
'use strict';

/** @param {unknown} key @returns {key is object} */
function isObjectKey(key) {
  return (typeof key === 'object' && key !== null) || typeof key === 'function';
}

/**
 * A new, empty side channel.
 * @returns {{ assert(key: unknown): void, delete(key: unknown): boolean, get(key: unknown): unknown, has(key: unknown): boolean, set(key: unknown, value: unknown): void }}
 */
module.exports = function getSideChannel() {
  /** @type {WeakMap<object, unknown> | undefined} */
  let objects;
  /** @type {Map<unknown, unknown> | undefined} */
  let values;
  const channel = {
    assert(key) {
      if (!channel.has(key)) {
        const described = isObjectKey(key) ? 'the given object key' : String(key);
        throw new TypeError(`Side channel does not contain ${described}`);
      }
    },
    delete(key) {
      return isObjectKey(key) ? !!objects?.delete(key) : !!values?.delete(key);
    },
    get(key) {
      return isObjectKey(key) ? objects?.get(key) : values?.get(key);
    },
    has(key) {
      return isObjectKey(key) ? !!objects?.has(key) : !!values?.has(key);
    },
    set(key, value) {
      if (isObjectKey(key)) (objects ??= new WeakMap()).set(key, value);
      else (values ??= new Map()).set(key, value);
    },
  };
  return channel;
};
