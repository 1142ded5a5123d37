/**
 * Small random helpers of the simulated API: a seeded PRNG for reproducible behaviour
 * (candidate reply delays, demo seed data) and unseeded ids for records created at run time
 * (which must stay unique across page reloads, when the seeded PRNG would start over).
 */

/**
 * A seeded pseudo-random generator (mulberry32).
 * @param seed any 32-bit integer
 * @returns a function returning floats in [0, 1), the same sequence for the same seed
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A version-4 UUID from `random` (seeded for deterministic seed data; default: the
 * platform's crypto when available, else Math.random).
 */
export function uuidV4(random: () => number = defaultRandom): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An opaque random string of `length` characters from [A-Za-z0-9] (tokens, secrets).
 * Uses the platform's crypto when available.
 */
export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(defaultRandom() * 62)];
  return out;
}

/** Uniform float in [0, 1) from the platform's crypto, falling back to Math.random. */
function defaultRandom(): number {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.getRandomValues === 'function') {
    return c.getRandomValues(new Uint32Array(1))[0] / 4294967296;
  }
  return Math.random();
}
