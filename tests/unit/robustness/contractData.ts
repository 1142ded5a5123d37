/**
 * Responses generated from the contract's own schemas (issue #7 point 6, robustness): the
 * 200 body of a `src/contract/openapi.yaml` operation, made by json-schema-faker with a fixed seed
 * and then pushed to the edges the schema allows — strings at their longest (or empty), made
 * of right-to-left scripts, emoji, combining marks and long unbroken words; empty lists; the
 * largest integers (the schema's maximum, else `Number.MAX_SAFE_INTEGER`); nulls wherever the
 * type allows them (json-schema-faker picks them). Every body is checked against the
 * operation's schema with Ajv (JSON Schema 2020-12, formats included): valid but extreme.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import type { components, operations } from '../../../src/contract/types';

/** A JSON Schema object as read from the contract. */
type SchemaObject = { [keyword: string]: unknown };

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; responses?: SchemaObject }>>;
  components: { schemas: Record<string, SchemaObject> };
}

const CONTRACT: OpenApiDocument = load(
  readFileSync(join(__dirname, '../../../src/contract/openapi.yaml'), 'utf8'),
) as OpenApiDocument;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `schema` with every `#/components/schemas/…` reference replaced by the schema it names. */
function inline(schema: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, seen));
  if (!isObject(schema)) return schema;
  const out: SchemaObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    // Examples are documentation: the generator must not copy them, Ajv need not read them.
    if (keyword === 'examples' || keyword === 'example') continue;
    if (keyword === '$ref' && typeof value === 'string') {
      const name = value.replace('#/components/schemas/', '');
      if (seen.includes(name)) throw new Error(`recursive schema ${name}`);
      const target = CONTRACT.components.schemas[name];
      if (!target) throw new Error(`unknown reference ${value}`);
      Object.assign(out, inline(target, [...seen, name]));
    } else {
      out[keyword] = inline(value, seen);
    }
  }
  return out;
}

/** The operations of the contract whose 200 response has a JSON body. */
export type JsonOperation = {
  [K in keyof operations]: operations[K]['responses'] extends {
    200: { content: { 'application/json': unknown } };
  }
    ? K
    : never;
}[keyof operations];

/** The 200 JSON body of `operation`, as the generated contract types spell it. */
export type ResponseOf<K extends JsonOperation> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The schema of the 200 JSON body of `operationId`, references inlined. */
function responseSchema(operationId: JsonOperation): SchemaObject {
  for (const methods of Object.values(CONTRACT.paths)) {
    for (const operation of Object.values(methods)) {
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      const ok = operation.responses?.['200'];
      const content = isObject(ok) && isObject(ok.content) ? ok.content : undefined;
      const json = content?.['application/json'];
      if (isObject(json) && isObject(json.schema)) return inline(json.schema) as SchemaObject;
    }
  }
  throw new Error(`no 200 JSON response for ${operationId}`);
}

/** A schema of the contract's components (`#/components/schemas/<name>`). */
export type ComponentName = keyof components['schemas'];

/** The schema of component `name`, references inlined. */
function componentSchema(name: ComponentName): SchemaObject {
  return inline({ $ref: `#/components/schemas/${name}` }) as SchemaObject;
}

/** What is generated: an operation's 200 body, or a component (`{ component: 'Chat' }`). */
export type Target = JsonOperation | { component: ComponentName };

function schemaOf(target: Target): SchemaObject {
  return typeof target === 'string' ? responseSchema(target) : componentSchema(target.component);
}

function nameOf(target: Target): string {
  return typeof target === 'string' ? target : target.component;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** Ajv's verdict on `body` as `target` of the contract (`null` when valid). */
export function contractErrors(target: Target, body: unknown): string | null {
  let validate = validators.get(nameOf(target));
  if (!validate) {
    validate = ajv.compile(schemaOf(target));
    validators.set(nameOf(target), validate);
  }
  return validate(body) ? null : ajv.errorsText(validate.errors);
}

/** A small seeded PRNG (mulberry32): the same seed gives the same edges. */
function seededRandom(seed: number): () => number {
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
 * Pieces of text that break naive layouts and parsers: Arabic and Hebrew (right to left,
 * with bidi controls), emoji with skin tones, flags and joiners, combining marks, CJK,
 * a long word with no break opportunity, markup and ICU-looking braces that must stay text.
 */
export const EDGE_TEXT = [
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Eטקסט הפוך\u202C',
  'عربي123עברית',
  '👩🏽‍💻👨‍👩‍👧‍👦',
  '🇲🇽🇺🇸',
  'Z̴̡̪͎a̶̜͊l̷̰̓g̸̱̈o̵̺͐',
  'e\u0301\u0302\u0303',
  '漢字かなカナ한국어',
  'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(8),
  '<b>bold</b><script>alert(1)</script>',
  "{name} {count, plural, one {#} other {#}} 'quoted'",
  '\u200B\u200D\u2060',
  '   ',
  'Ñandú Ça Ölçü',
];

/** Unicode code points of `text` (what JSON Schema's length keywords count). */
function codePoints(text: string): string[] {
  return Array.from(text);
}

/** A string of exactly `length` code points made of {@link EDGE_TEXT} pieces. */
function edgeString(length: number, random: () => number): string {
  const out: string[] = [];
  while (out.length < length) {
    out.push(...codePoints(EDGE_TEXT[Math.floor(random() * EDGE_TEXT.length)]));
  }
  return out.slice(0, length).join('');
}

/** Longest text written where the contract sets no `maxLength`. */
const UNBOUNDED_LENGTH = 3000;

/** Date-times at the edges that still read as ISO 8601 (offsets, fractions, far years). */
const EDGE_DATE_TIMES = [
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2000-02-29T12:00:00+14:00',
  '2026-05-15T11:59:59.123456-12:00',
  '0001-01-01T00:00:00Z',
];

/** Calendar dates at the edges. */
const EDGE_DATES = ['0001-01-01', '9999-12-31', '2024-02-29', '1970-01-01'];

function typesOf(schema: SchemaObject): string[] {
  const { type } = schema;
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return typeof type === 'string' ? [type] : [];
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** Replaces a generated value by an edge value of the same schema, sometimes. */
function pushToEdge(value: unknown, schema: SchemaObject, random: () => number): unknown {
  if ('enum' in schema || 'const' in schema) return value;
  const types = typesOf(schema);
  const roll = random();
  if (typeof value === 'string' && types.includes('string')) {
    if (schema.format === 'date-time') return roll < 0.3 ? pick(EDGE_DATE_TIMES, random) : value;
    if (schema.format === 'date') return roll < 0.3 ? pick(EDGE_DATES, random) : value;
    if (schema.format || schema.pattern) return value;
    const min = numberOr(schema.minLength, 0);
    const max = numberOr(schema.maxLength, UNBOUNDED_LENGTH);
    if (roll < 0.35) return edgeString(max, random);
    if (roll < 0.5) return edgeString(min, random);
    if (roll < 0.85) return edgeString(min + Math.floor(random() * (max - min + 1)), random);
    return value;
  }
  if (typeof value === 'number' && Number.isInteger(value) && types.includes('integer')) {
    if (schema.multipleOf !== undefined || schema.exclusiveMaximum !== undefined) return value;
    const max = numberOr(schema.maximum, Number.MAX_SAFE_INTEGER);
    if (roll < 0.3) return max;
    // json-schema-faker draws from -1000..1000 unless told: a larger minimum is not honoured.
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      return Math.min(max, schema.minimum + Math.floor(random() * 1000));
    if (roll < 0.45 && schema.minimum !== undefined && schema.exclusiveMinimum === undefined)
      return schema.minimum;
    return value;
  }
  if (Array.isArray(value) && types.includes('array')) {
    if (roll < 0.12 && numberOr(schema.minItems, 0) === 0) return [];
    return value;
  }
  return value;
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

/**
 * Record ids (`id` integers) made unique within each list: they are primary keys, which a
 * schema cannot say; the edges above may give two records the same one.
 */
function uniqueIds(value: unknown): void {
  if (Array.isArray(value)) {
    const used = new Set<number>();
    for (const item of value) {
      if (isObject(item) && typeof item.id === 'number') {
        let id = item.id;
        while (used.has(id)) id = id >= Number.MAX_SAFE_INTEGER ? 1 : id + 1;
        item.id = id;
        used.add(id);
      }
      uniqueIds(item);
    }
  } else if (isObject(value)) {
    Object.values(value).forEach(uniqueIds);
  }
}

/** Options of {@link generateResponse}. */
export interface GenerateResponseOptions {
  /** Most items of a list whose schema sets no `maxItems` (default 6). */
  maxItems?: number;
}

/**
 * The 200 body of `operationId` for `seed` (deterministic), pushed to the edges and checked
 * against the contract. Throws when the result breaks the contract (a generator bug).
 */
export function generateResponse<K extends JsonOperation>(
  operationId: K,
  seed: number,
  options: GenerateResponseOptions = {},
): ResponseOf<K> {
  return generate(operationId, seed, options) as ResponseOf<K>;
}

/** Component `name` for `seed`, like {@link generateResponse}. */
export function generateComponent<N extends ComponentName>(
  name: N,
  seed: number,
  options: GenerateResponseOptions = {},
): components['schemas'][N] {
  return generate({ component: name }, seed, options) as components['schemas'][N];
}

function generate(target: Target, seed: number, { maxItems = 6 }: GenerateResponseOptions) {
  const random = seededRandom(seed * 7919 + 17);
  const body = generateSync(schemaOf(target) as JsonSchema, {
    seed,
    maxDefaultItems: maxItems,
    // Chat → candidate → location → state is deeper than the default: keep every constraint.
    maxDepth: 20,
    // Lists have items unless the edge below empties them (a share of every list kind).
    minItems: 1,
    optionalsProbability: 0.5,
    outputTransform: (value, schema) =>
      typeof schema === 'object' ? pushToEdge(value, schema as SchemaObject, random) : value,
  });
  uniqueIds(body);
  const errors = contractErrors(target, body);
  if (errors)
    throw new Error(`generated ${nameOf(target)} #${seed} breaks the contract: ${errors}`);
  return body;
}

/**
 * `count` bodies of `operationId`, seeds `baseSeed`, `baseSeed + 1`, …; every fifth one has
 * longer lists (up to 12 items) instead of short ones.
 */
export function generateCases<K extends JsonOperation>(
  operationId: K,
  count: number,
  baseSeed: number,
): ResponseOf<K>[] {
  return Array.from({ length: count }, (_, index) =>
    generateResponse(operationId, baseSeed + index, caseOptions(index)),
  );
}

/** List sizes of case `index`: every fifth case has longer lists (up to 12 items). */
export function caseOptions(index: number): GenerateResponseOptions {
  return { maxItems: index % 5 === 4 ? 12 : 4 };
}
