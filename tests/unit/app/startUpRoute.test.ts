/**
 * The start-up script's chunk loading (src/app/startUpRoute.ts, issue #31 points 1 and 2): from
 * the network, after the start-up refresh and the calls after it are on the wire; under a
 * service worker (its precache answers them, no connection is used), at once. And Intl's locale
 * data once the start-up refresh has left.
 */
function startWith(controlled: boolean) {
  let callsSent: () => void = () => undefined;
  let refreshSent: () => void = () => undefined;
  const preloadRoute = jest.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? {} : null },
  });
  jest.isolateModules(() => {
    jest.doMock('../../../src/api/startUpRequests', () => ({
      startUpCallsSent: () =>
        new Promise<void>((resolve) => {
          callsSent = resolve;
        }),
      startUpRefreshSent: () =>
        new Promise<void>((resolve) => {
          refreshSent = resolve;
        }),
    }));
    jest.doMock('../../../src/app/routeChunks', () => ({ preloadRoute }));
    jest.requireActual('../../../src/app/startUpRoute');
  });
  return { preloadRoute, callsSent: () => callsSent(), refreshSent: () => refreshSent() };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  jest.resetModules();
});

test('from the network, the page’s chunks wait for the start-up calls to be sent', async () => {
  const start = startWith(false);
  await Promise.resolve();
  expect(start.preloadRoute).not.toHaveBeenCalled();
  start.callsSent();
  await Promise.resolve();
  await Promise.resolve();
  expect(start.preloadRoute).toHaveBeenCalledWith('/', false);
});

test('under a service worker, the page’s chunks load at once', async () => {
  const start = startWith(true);
  await Promise.resolve();
  await Promise.resolve();
  expect(start.preloadRoute).toHaveBeenCalledTimes(1);
});

test('Intl’s locale data is loaded once the start-up refresh is on the wire, not before', async () => {
  const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
  try {
    const start = startWith(false);
    await Promise.resolve();
    expect(supported).not.toHaveBeenCalled();
    start.refreshSent();
    await Promise.resolve();
    expect(supported).toHaveBeenCalledWith('en-US');
  } finally {
    supported.mockRestore();
  }
});
