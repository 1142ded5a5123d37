/**
 * The generator of the robustness cases: its bodies follow the contract (Ajv) and reach the
 * edges it promises — nulls, empty lists, strings at their maximum length, right-to-left
 * text, emoji, the largest integers — always the same for the same seed.
 */
import {
  caseOptions,
  contractErrors,
  EDGE_TEXT,
  generateCases,
  generateResponse,
  type JsonOperation,
} from './contractData';

const OPERATIONS: JsonOperation[] = [
  'listJobOpenings',
  'listJobOpeningChats',
  'listChatMessages',
  'getCurrentEmployee',
  'getCurrentSubscription',
  'listPlans',
  'listSuggestedCandidates',
];

/** Every value of `body`, depth first. */
function values(body: unknown): unknown[] {
  if (Array.isArray(body)) return [body, ...body.flatMap(values)];
  if (body && typeof body === 'object') return [body, ...Object.values(body).flatMap(values)];
  return [body];
}

describe.each(OPERATIONS)('%s', (operation) => {
  const bodies = generateCases(operation, 60, 90_000);
  const all = bodies.flatMap(values);

  it('generates bodies the contract accepts', () => {
    for (const body of bodies) expect(contractErrors(operation, body)).toBeNull();
  });

  it('reaches nulls, empty lists, right-to-left text, emoji and the largest integers', () => {
    const strings = all.filter((value): value is string => typeof value === 'string');
    if (operation !== 'getCurrentEmployee') {
      expect(all.some((value) => Array.isArray(value) && value.length === 0)).toBe(true);
    }
    expect(all).toContain(null);
    expect(all).toContain(Number.MAX_SAFE_INTEGER);
    expect(strings.some((text) => /[\u0590-\u05FF\u0600-\u06FF]/.test(text))).toBe(true);
    expect(strings.some((text) => /\p{Extended_Pictographic}/u.test(text))).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(generateResponse(operation, 90_003, caseOptions(3))).toEqual(bodies[3]);
  });
});

it('writes strings at their maxLength (code points) where the contract sets one', () => {
  const names = generateCases('listJobOpenings', 60, 91_000).flatMap((list) =>
    list.data.map((opening) => opening.name),
  );
  expect(names.some((name) => Array.from(name).length === 120)).toBe(true);
  expect(names.every((name) => Array.from(name).length <= 120)).toBe(true);
  expect(names).toContain('');
});

it('refuses a body that breaks the contract', () => {
  const body = generateResponse('listPlans', 1);
  expect(contractErrors('listPlans', { ...body, data: [{ id: 0 }] })).toMatch(/data\/data\/0/);
  expect(EDGE_TEXT.length).toBeGreaterThan(10);
});
