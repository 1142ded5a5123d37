/**
 * The service worker's answer to a page navigation (issue #31 points 2 and 3;
 * src/app/appShellNavigation.ts): the precached index.html under a fresh nonce — in the CSP
 * header and in the page, where the server's was, a new one per navigation — with the server's
 * other headers; the network for the API, files, and when nothing usable is precached.
 */
import {
  appShellNavigation,
  isAppPage,
  NONCE_PLACEHOLDER,
  randomNonce,
  shellResponse,
} from '../../../src/app/appShellNavigation';

/** index.html as the server fills it: `nonce` in the CSP meta and the splash's style. */
function page(nonce: string): string {
  return (
    `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}" />` +
    `<style nonce="${nonce}">.boot-splash{}</style></head><body><div id="root"></div></body></html>`
  );
}

const SERVED = 'a'.repeat(32);
const POLICY = (nonce: string) =>
  `default-src 'self'; style-src 'self' 'nonce-${nonce}'; object-src 'none'`;

/** The precached answer of nginx (deploy/nginx.conf.template) for index.html. */
function precached(overrides: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(page(SERVED), {
    status: overrides.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': POLICY(SERVED),
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache, no-store, must-revalidate',
      'content-length': '999',
      etag: '"abc"',
      ...overrides.headers,
    },
  });
}

describe('isAppPage', () => {
  it('is every path of the SPA, not the API nor a file', () => {
    expect(isAppPage(new URL('https://app.test/'))).toBe(true);
    expect(isAppPage(new URL('https://app.test/inbox?chat=3'))).toBe(true);
    expect(isAppPage(new URL('https://app.test/job-openings/5f1c-uuid/chats'))).toBe(true);
    expect(isAppPage(new URL('https://app.test/v1/employers/chats'))).toBe(false);
    expect(isAppPage(new URL('https://app.test/manifest.webmanifest'))).toBe(false);
    expect(isAppPage(new URL('https://app.test/icons/icon-192.png'))).toBe(false);
  });
});

describe('randomNonce', () => {
  it('is 32 hex digits from the random source, new each time', () => {
    const nonce = randomNonce();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(randomNonce()).not.toBe(nonce);
    const fixed = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array((array as unknown as Uint8Array).buffer).fill(0x0f);
        return array;
      },
    };
    expect(randomNonce(fixed as Pick<Crypto, 'getRandomValues'>)).toBe('0f'.repeat(16));
  });
});

describe('shellResponse', () => {
  it('puts the new nonce in the CSP and in the page wherever the server’s was, keeping the other headers but the wire’s', async () => {
    const fresh = 'b'.repeat(32);
    const response = await shellResponse(precached(), fresh);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-security-policy')).toBe(POLICY(fresh));
    expect(response?.headers.get('x-frame-options')).toBe('DENY');
    expect(response?.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response?.headers.get('content-length')).toBeNull();
    expect(response?.headers.get('etag')).toBeNull();
    expect(await response?.text()).toBe(page(fresh));
  });

  it('fills the placeholder of a shell served without a CSP (a static server)', async () => {
    const fresh = 'c'.repeat(32);
    const shell = new Response(page(NONCE_PLACEHOLDER), {
      headers: { 'content-type': 'text/html' },
    });
    const response = await shellResponse(shell, fresh);
    expect(response?.headers.get('content-security-policy')).toBeNull();
    expect(await response?.text()).toBe(page(fresh));
  });

  it('gives nothing for a precached answer that is not a page under one nonce it carries', async () => {
    expect(await shellResponse(precached({ status: 404 }), 'd'.repeat(32))).toBeUndefined();
    expect(
      await shellResponse(precached({ headers: { 'content-type': 'text/plain' } }), 'd'),
    ).toBeUndefined();
    const twoNonces = `${POLICY(SERVED)}; script-src 'nonce-${'e'.repeat(32)}'`;
    expect(
      await shellResponse(
        precached({ headers: { 'content-security-policy': twoNonces } }),
        'd'.repeat(32),
      ),
    ).toBeUndefined();
    const elsewhere = POLICY('f'.repeat(32));
    expect(
      await shellResponse(
        precached({ headers: { 'content-security-policy': elsewhere } }),
        'd'.repeat(32),
      ),
    ).toBeUndefined();
  });
});

describe('appShellNavigation', () => {
  /** Sources with a network that records its calls. */
  function sources(
    url: string,
    shell: () => Promise<Response | undefined>,
    { waiting = false, offline = false } = {},
  ) {
    const network = jest.fn(async () => {
      if (offline) throw new TypeError('Failed to fetch');
      return new Response('from the network', { status: 200 });
    });
    let drawn = 0;
    return {
      network,
      sources: {
        url: new URL(url),
        network,
        precachedShell: shell,
        newNonce: () => String(++drawn).repeat(32).slice(0, 32),
        updateWaiting: () => waiting,
      },
    };
  }

  it('answers every page of the SPA from the precache, a new nonce per navigation, without the network', async () => {
    const { network, sources: first } = sources('https://app.test/inbox', async () => precached());
    const one = await appShellNavigation(first);
    const two = await appShellNavigation(first);
    expect(network).not.toHaveBeenCalled();
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceOf(one)).toBe('1'.repeat(32));
    expect(nonceOf(two)).toBe('2'.repeat(32));
    expect(await one.text()).toBe(page('1'.repeat(32)));
  });

  it('goes to the network for the API and files, and when the shell is missing, unusable or unreadable', async () => {
    for (const [url, shell] of [
      ['https://app.test/v1/employers/auth/employee', async () => precached()],
      ['https://app.test/manifest.webmanifest', async () => precached()],
      ['https://app.test/inbox', async () => undefined],
      ['https://app.test/inbox', async () => precached({ status: 500 })],
      [
        'https://app.test/inbox',
        async () => {
          throw new Error('cache storage unavailable');
        },
      ],
    ] as const) {
      const { network, sources: navigation } = sources(url, shell);
      const response = await appShellNavigation(navigation);
      expect(network).toHaveBeenCalledTimes(1);
      expect(await response.text()).toBe('from the network');
    }
  });

  it('while a new deploy’s worker waits, answers from the network (the reload onto it), from the precache offline', async () => {
    const online = sources('https://app.test/job-openings', async () => precached(), {
      waiting: true,
    });
    expect(await (await appShellNavigation(online.sources)).text()).toBe('from the network');
    expect(online.network).toHaveBeenCalledTimes(1);

    const offline = sources('https://app.test/job-openings', async () => precached(), {
      waiting: true,
      offline: true,
    });
    expect(await (await appShellNavigation(offline.sources)).text()).toBe(page('1'.repeat(32)));

    const nothing = sources('https://app.test/job-openings', async () => undefined, {
      waiting: true,
      offline: true,
    });
    await expect(appShellNavigation(nothing.sources)).rejects.toThrow('Failed to fetch');
  });
});
