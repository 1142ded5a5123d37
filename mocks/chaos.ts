/**
 * Network faults for the simulated API's HTTP server (issue #7 point 7; `npm run api:serve --
 * --chaos RATE`): which requests fail and how, decided by a seeded PRNG, and a log of every
 * request the server saw and what was done to it. No I/O here: `mocks/server.ts` applies the
 * decisions and serves the control endpoint.
 *
 * Kinds of fault:
 * - `unavailable`: a 503 with the contract's error body and `Retry-After: 1`, before the
 *   handler runs (nothing is applied);
 * - `lost_response`: the handler runs (its changes are applied), then the connection is
 *   destroyed without an answer;
 * - `reset`: the connection is reset before the handler runs (nothing is applied);
 * - `slow`: the request waits `slowMs`, then runs and is answered normally.
 *
 * Decisions: each eligible request (method and path match the filters; never an `OPTIONS`
 * preflight) draws two numbers from the PRNG, whatever the rate: the first says whether it
 * fails (below `rate`), the second which of `kinds`. So, for one seed, the same sequence of
 * eligible requests gets the same faults, a higher rate fails a superset of the requests a
 * lower one fails, and requests outside the filters do not shift the sequence.
 */
import { seededRandom } from './random';

/** What is done to a request chosen to fail (see the module comment). */
export type ChaosKind = 'unavailable' | 'lost_response' | 'reset' | 'slow';

/** Every kind, in the order used when `kinds` is not given. */
export const CHAOS_KINDS: readonly ChaosKind[] = ['unavailable', 'lost_response', 'reset', 'slow'];

/** Methods a fault may be limited to (`OPTIONS` preflights never fail). */
type ChaosMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const CHAOS_METHODS: readonly ChaosMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The fault configuration (all fields resolved). */
export interface ChaosConfig {
  /** Share of eligible requests that fail, 0..1 (0: off, 1: every one). */
  rate: number;
  /** Kinds of fault to pick from, uniformly (at least one). */
  kinds: ChaosKind[];
  /** Methods that may fail; `null` (default) every method but `OPTIONS`. */
  methods: ChaosMethod[] | null;
  /**
   * Paths that may fail: a regular expression (source) tested against the request's path
   * without its query string, e.g. `^/v1/employers/chat` for a prefix; default `^/v1/`.
   */
  paths: string;
  /** Seed of the PRNG (an integer); setting it restarts the sequence. Default 1. */
  seed: number;
  /** How long a `slow` request waits before it runs, in ms (default 3000). */
  slowMs: number;
  /**
   * Most faults from now on (e.g. `1`: only the next eligible request that draws a fault
   * fails, as in "the first answer is lost"); `null` (default) no limit. Setting it restarts
   * the count.
   */
  limit: number | null;
}

/** A partial configuration, merged into the current one (JSON of `PUT /__chaos`). */
export type ChaosPatch = Partial<ChaosConfig>;

/** Faults off: rate 0, every kind, every method, `/v1/` paths, seed 1, slow 3000 ms. */
const DEFAULT_CHAOS_CONFIG: Readonly<ChaosConfig> = Object.freeze({
  rate: 0,
  kinds: [...CHAOS_KINDS],
  methods: null,
  paths: '^/v1/',
  seed: 1,
  slowMs: 3000,
  limit: null,
});

/** What the decision looks at. */
export interface ChaosRequest {
  /** HTTP method, any case. */
  method: string;
  /** Path without the query string, e.g. `/v1/employers/auth/login`. */
  path: string;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey?: string | null;
}

/** One request the server saw, and what was done to it. */
export interface ChaosRecord {
  /** 1, 2, 3… in arrival order (not reset by {@link Chaos.clearLog}). */
  seq: number;
  /** Upper-case HTTP method. */
  method: string;
  /** Path without the query string. */
  path: string;
  /** The `Idempotency-Key` header, or `null`. */
  idempotencyKey: string | null;
  /** The fault applied, or `null` when none. */
  fault: ChaosKind | null;
  /**
   * The status answered; `null` while the request is in progress and when the connection
   * was destroyed without an answer (`lost_response`, `reset`, or the client went away).
   */
  status: number | null;
  /** Arrival, an ISO 8601 instant with milliseconds (wall clock, not the db clock). */
  at: string;
}

/** A request in progress: its fault, and how to record its outcome. */
interface ChaosTicket {
  fault: ChaosKind | null;
  /** Records the status answered, or `null` when the connection was destroyed. */
  finish(status: number | null): void;
}

/** An invalid configuration (bad field values, unknown fields); `errors` names each problem. */
export class ChaosConfigError extends Error {
  constructor(public readonly errors: string[]) {
    super(`Invalid chaos configuration: ${errors.join('; ')}`);
  }
}

/** The fault state of one server: configuration, PRNG and request log. */
export interface Chaos {
  /** A copy of the current configuration. */
  config(): ChaosConfig;
  /**
   * Merges `patch` into the configuration (`{ rate: 0 }` switches faults off); a `seed` in
   * it restarts the PRNG. Throws {@link ChaosConfigError} (nothing changed) when invalid.
   * @returns the new configuration
   */
  set(patch: ChaosPatch): ChaosConfig;
  /**
   * The fault for the next request: `null` when it is not eligible or draws no fault.
   * Advances the PRNG for eligible requests; records nothing.
   */
  decide(request: ChaosRequest): ChaosKind | null;
  /** {@link Chaos.decide}, plus a record in the log whose outcome the ticket fills in. */
  begin(request: ChaosRequest): ChaosTicket;
  /** Copies of the records, oldest first; with `since`, only those whose `seq` is greater. */
  log(since?: number): ChaosRecord[];
  /** Empties the log (sequence numbers go on). */
  clearLog(): void;
}

/** Options of {@link createChaos}. */
export interface ChaosOptions {
  /** Most records kept; the oldest are dropped beyond it (default 10000). */
  maxRecords?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates `patch` and merges it into `base`.
 * @param patch a {@link ChaosPatch}, typically parsed JSON; methods may be in any case
 * @returns the merged configuration
 * @throws ChaosConfigError listing every invalid or unknown field
 */
function resolveChaosConfig(
  patch: unknown,
  base: Readonly<ChaosConfig> = DEFAULT_CHAOS_CONFIG,
): ChaosConfig {
  const next: ChaosConfig = {
    ...base,
    kinds: [...base.kinds],
    methods: base.methods && [...base.methods],
  };
  if (!isRecord(patch)) throw new ChaosConfigError(['the configuration must be a JSON object']);
  const errors: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    switch (key) {
      case 'rate':
        if (typeof value === 'number' && value >= 0 && value <= 1) next.rate = value;
        else errors.push('rate must be a number from 0 to 1');
        break;
      case 'kinds':
        if (
          Array.isArray(value) &&
          value.length > 0 &&
          value.every((k) => CHAOS_KINDS.includes(k as ChaosKind))
        )
          next.kinds = [...new Set(value as ChaosKind[])];
        else errors.push(`kinds must be a non-empty list of ${CHAOS_KINDS.join(', ')}`);
        break;
      case 'methods': {
        const methods = Array.isArray(value)
          ? value.map((m) => (typeof m === 'string' ? m.toUpperCase() : m))
          : value;
        if (methods === null) next.methods = null;
        else if (
          Array.isArray(methods) &&
          methods.length > 0 &&
          methods.every((m) => CHAOS_METHODS.includes(m as ChaosMethod))
        )
          next.methods = [...new Set(methods as ChaosMethod[])];
        else errors.push(`methods must be null or a non-empty list of ${CHAOS_METHODS.join(', ')}`);
        break;
      }
      case 'paths':
        if (typeof value === 'string' && isRegExp(value)) next.paths = value;
        else errors.push('paths must be a regular expression (a string)');
        break;
      case 'seed':
        if (typeof value === 'number' && Number.isSafeInteger(value)) next.seed = value;
        else errors.push('seed must be an integer');
        break;
      case 'slowMs':
        if (typeof value === 'number' && Number.isFinite(value) && value >= 0) next.slowMs = value;
        else errors.push('slowMs must be a number of ms, 0 or more');
        break;
      case 'limit':
        if (
          value === null ||
          (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
        )
          next.limit = value;
        else errors.push('limit must be null or an integer, 0 or more');
        break;
      default:
        errors.push(`unknown field ${JSON.stringify(key)}`);
    }
  }
  if (errors.length) throw new ChaosConfigError(errors);
  return next;
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the fault state of a server.
 * @param initial merged into {@link DEFAULT_CHAOS_CONFIG} (faults off when omitted)
 * @throws ChaosConfigError when `initial` is invalid
 */
export function createChaos(initial: ChaosPatch = {}, options: ChaosOptions = {}): Chaos {
  const maxRecords = options.maxRecords ?? 10000;
  let config = resolveChaosConfig(initial);
  let pathPattern = new RegExp(config.paths);
  let random = seededRandom(config.seed);
  let records: ChaosRecord[] = [];
  let seq = 0;
  /** Faults drawn since `limit` was last set. */
  let faults = 0;

  const copy = (c: ChaosConfig): ChaosConfig => ({
    ...c,
    kinds: [...c.kinds],
    methods: c.methods && [...c.methods],
  });

  const decide = (request: ChaosRequest): ChaosKind | null => {
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') return null;
    if (config.methods && !config.methods.includes(method as ChaosMethod)) return null;
    if (!pathPattern.test(request.path)) return null;
    const fails = random() < config.rate;
    const pick = random();
    if (!fails || (config.limit !== null && faults >= config.limit)) return null;
    faults += 1;
    return config.kinds[Math.floor(pick * config.kinds.length)];
  };

  return {
    config: () => copy(config),
    set(patch) {
      config = resolveChaosConfig(patch, config);
      pathPattern = new RegExp(config.paths);
      if (isRecord(patch) && patch.seed !== undefined) random = seededRandom(config.seed);
      if (isRecord(patch) && patch.limit !== undefined) faults = 0;
      return copy(config);
    },
    decide,
    begin(request) {
      const fault = decide(request);
      seq += 1;
      const record: ChaosRecord = {
        seq,
        method: request.method.toUpperCase(),
        path: request.path,
        idempotencyKey: request.idempotencyKey ?? null,
        fault,
        status: null,
        at: new Date().toISOString(),
      };
      records.push(record);
      if (records.length > maxRecords) records = records.slice(records.length - maxRecords);
      return {
        fault,
        finish: (status) => {
          record.status = status;
        },
      };
    },
    log: (since = 0) => records.filter((r) => r.seq > since).map((r) => ({ ...r })),
    clearLog() {
      records = [];
    },
  };
}

/** Where the server's chaos settings come from: {@link parseChaosArgs}. */
export interface ChaosSettings {
  /** The initial configuration (rate 0 unless given). */
  config: ChaosPatch;
  /** Serve the control endpoint `/__chaos`: any chaos flag or variable was given. */
  control: boolean;
}

/**
 * The command-line flags of `npm run api:serve --` and their variables, as printed on a bad
 * argument (README "Running the production build locally").
 */
export const CHAOS_USAGE = [
  'Options of npm run api:serve -- (or the environment variable on the right):',
  ['--chaos RATE', 'share of the /v1 requests that fail, 0..1', 'API_CHAOS_RATE'],
  ['--chaos-kinds LIST', `of ${CHAOS_KINDS.join(',')}`, 'API_CHAOS_KINDS'],
  ['--chaos-seed N', 'PRNG seed (default 1)', 'API_CHAOS_SEED'],
  ['--chaos-methods LIST', 'e.g. POST,PUT (default all)', 'API_CHAOS_METHODS'],
  ['--chaos-paths REGEX', 'paths that may fail (default ^/v1/)', 'API_CHAOS_PATHS'],
  ['--chaos-slow-ms MS', 'wait of a slow request (default 3000)', 'API_CHAOS_SLOW_MS'],
  ['--chaos-control', 'the control endpoint /__chaos alone', 'API_CHAOS_CONTROL=1'],
]
  .map((row) =>
    typeof row === 'string' ? row : `  ${row[0].padEnd(22)}${row[1].padEnd(46)}${row[2]}`,
  )
  .join('\n');

const FLAGS: Record<string, { env: string; field: keyof ChaosConfig | null }> = {
  '--chaos': { env: 'API_CHAOS_RATE', field: 'rate' },
  '--chaos-kinds': { env: 'API_CHAOS_KINDS', field: 'kinds' },
  '--chaos-seed': { env: 'API_CHAOS_SEED', field: 'seed' },
  '--chaos-methods': { env: 'API_CHAOS_METHODS', field: 'methods' },
  '--chaos-paths': { env: 'API_CHAOS_PATHS', field: 'paths' },
  '--chaos-slow-ms': { env: 'API_CHAOS_SLOW_MS', field: 'slowMs' },
  '--chaos-control': { env: 'API_CHAOS_CONTROL', field: null },
};

function parseField(field: keyof ChaosConfig, text: string): unknown {
  switch (field) {
    case 'kinds':
    case 'methods':
      return text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    case 'paths':
      return text;
    default:
      return text.trim() === '' ? NaN : Number(text);
  }
}

/**
 * Reads the chaos flags (`--chaos 0.3`, `--chaos-kinds unavailable,lost_response`,
 * `--chaos=0.3` also works) and their environment variables (`API_CHAOS_*`); a flag wins over
 * its variable. See {@link CHAOS_USAGE}.
 * @param argv the arguments after the script (`process.argv.slice(2)`)
 * @throws ChaosConfigError on an unknown argument, a flag without its value, or a bad value
 */
export function parseChaosArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ChaosSettings {
  const given = new Map<string, string>();
  for (const [flag, { env: name }] of Object.entries(FLAGS)) {
    const value = env[name];
    if (value !== undefined && value !== '') given.set(flag, value);
  }
  const control = given.get('--chaos-control');
  if (control !== undefined && control !== '1' && control.toLowerCase() !== 'true')
    given.delete('--chaos-control');
  const errors: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!(flag in FLAGS)) {
      errors.push(`unknown argument ${JSON.stringify(arg)}`);
      continue;
    }
    if (flag === '--chaos-control') {
      given.set(flag, '1');
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[i + 1];
    if (value === undefined || (eq < 0 && value.startsWith('--'))) {
      errors.push(`${flag} needs a value`);
      continue;
    }
    if (eq < 0) i += 1;
    given.set(flag, value);
  }
  if (errors.length) throw new ChaosConfigError(errors);
  const config: Record<string, unknown> = {};
  for (const [flag, value] of given) {
    const { env: name, field } = FLAGS[flag];
    if (!field) continue;
    config[field] = parseField(field, value);
    try {
      resolveChaosConfig({ [field]: config[field] });
    } catch (error) {
      if (!(error instanceof ChaosConfigError)) throw error;
      errors.push(...error.errors.map((e) => `${flag} (${name}): ${e}`));
    }
  }
  if (errors.length) throw new ChaosConfigError(errors);
  return { config: config as ChaosPatch, control: given.size > 0 };
}
