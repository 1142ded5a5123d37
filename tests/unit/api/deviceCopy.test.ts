/**
 * What of the API cache the device keeps (issue #31 point 2: "bounded in size"): fulfilled
 * answers of the first screens' endpoints only, a chat's latest page and an infinite list's
 * first page only, the newest first, at most a number of entries and of bytes, with the tags
 * they provide; and rehydrated entries carry the timestamp that makes a screen ask again.
 */
import {
  asRehydrated,
  DEVICE_COPY_TIMESTAMP,
  isDeviceCopyEntries,
  isFromDevice,
  selectDeviceCopyEntries,
} from '../../../src/api/deviceCopy';

function entry(endpointName: string, fulfilledTimeStamp: number, data: unknown, args?: unknown) {
  return {
    status: 'fulfilled',
    endpointName,
    requestId: `r-${fulfilledTimeStamp}`,
    originalArgs: args,
    data,
    startedTimeStamp: fulfilledTimeStamp - 10,
    fulfilledTimeStamp,
  };
}

const cache = {
  queries: {
    'listJobOpenings("")': entry('listJobOpenings', 300, { data: ['a'] }, ''),
    'listChatMessages({"chatId":7})': entry(
      'listChatMessages',
      200,
      { data: ['m'] },
      { chatId: 7 },
    ),
    'listChatMessages({"beforeId":3,"chatId":7})': entry(
      'listChatMessages',
      250,
      { data: ['older'] },
      { chatId: 7, beforeId: 3 },
    ),
    'listChats("")': entry(
      'listChats',
      100,
      { pages: [{ data: ['p1'] }, { data: ['p2'] }], pageParams: [1, 2] },
      '',
    ),
    'listPlans(undefined)': entry('listPlans', 400, { data: ['plan'] }),
    'listJobOpenings("search=x")': {
      status: 'pending',
      endpointName: 'listJobOpenings',
      requestId: 'r-p',
      originalArgs: 'search=x',
      startedTimeStamp: 500,
    },
  },
  provided: {
    keys: {
      'listJobOpenings("")': [
        { type: 'JobOpening', id: 'LIST:' },
        { type: 'JobOpening', id: 'o-1' },
      ],
      'listChats("")': [{ type: 'Chat', id: 'INBOX' }],
      'listPlans(undefined)': [{ type: 'Plan' }],
    },
  },
};

it('keeps the first screens’ fulfilled answers, a chat’s latest page and a list’s first page, newest first, with their tags', () => {
  const kept = selectDeviceCopyEntries(cache);
  expect(Object.keys(kept.queries)).toEqual([
    'listJobOpenings("")',
    'listChatMessages({"chatId":7})',
    'listChats("")',
  ]);
  expect(kept.queries['listChats("")'].data).toEqual({
    pages: [{ data: ['p1'] }],
    pageParams: [1],
  });
  expect(kept.provided.tags).toEqual({
    JobOpening: { 'LIST:': ['listJobOpenings("")'], 'o-1': ['listJobOpenings("")'] },
    Chat: { INBOX: ['listChats("")'] },
  });
  expect(kept.provided.keys['listChatMessages({"chatId":7})']).toEqual([]);
  expect(isDeviceCopyEntries(kept)).toBe(true);
});

it('is bounded by a number of entries and of bytes', () => {
  expect(Object.keys(selectDeviceCopyEntries(cache, { maxEntries: 1 }).queries)).toEqual([
    'listJobOpenings("")',
  ]);
  const oneEntryBytes = JSON.stringify(cache.queries['listJobOpenings("")']).length;
  const small = selectDeviceCopyEntries(cache, { maxBytes: oneEntryBytes });
  expect(Object.keys(small.queries)).toEqual(['listJobOpenings("")']);
});

it('marks rehydrated entries so that the screen reading one asks again', () => {
  const rehydrated = asRehydrated(selectDeviceCopyEntries(cache));
  for (const kept of Object.values(rehydrated.queries)) {
    expect(kept.fulfilledTimeStamp).toBe(DEVICE_COPY_TIMESTAMP);
    expect(isFromDevice(kept.fulfilledTimeStamp)).toBe(true);
  }
  expect(isFromDevice(Date.now())).toBe(false);
});

it('refuses a damaged or foreign record', () => {
  expect(isDeviceCopyEntries(null)).toBe(false);
  expect(isDeviceCopyEntries({ queries: {} })).toBe(false);
  expect(
    isDeviceCopyEntries({
      queries: { x: entry('getCurrentEmployee', 1, {}) },
      provided: { tags: {}, keys: {} },
    }),
  ).toBe(false);
});
