/**
 * How the service worker answers a page navigation (issue #31 points 2 and 3; src/app/sw.ts):
 * with the app shell it precached — index.html of the deploy it serves, as the server answered
 * it, headers included — under a CSP nonce of its own, without waiting for the network (on the
 * bench's phone profile a navigation's round trip is ~150 ms of a returning employer's start).
 * A new deploy reaches the page as its chunks already did: through the worker's update, taken
 * at the next in-app navigation (src/app/serviceWorkerUpdates.ts) — while an update waits, pages
 * come from the network (the reload onto the new build must not get the old shell), and from the
 * precache only when the network fails. Anything but a page of the SPA (the API, a file), and a
 * page when nothing is precached, goes to the network.
 *
 * One nonce per response holds (deploy/nginx.conf.template): the worker draws a new one for
 * every navigation it answers (128 random bits, as nginx's `$request_id`) and writes it where
 * the precached answer had the server's: in its CSP header and in the page (the
 * `<meta property="csp-nonce">` the app reads, the splash's `<style>`). A precached answer
 * without a CSP is served as it is, its nonce placeholder filled all the same.
 */

/** index.html's nonce placeholder, which the server (nginx `sub_filter`) fills. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** A CSP source expression with a nonce: `'nonce-…'`. */
const NONCE_SOURCE = /'nonce-([^']+)'/g;

/** Headers of the precached answer that describe its bytes on the wire: not replayed. */
const WIRE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'last-modified',
  'age',
]);

/** What {@link appShellNavigation} works with: the worker's precache, network and randomness. */
export interface AppShellSources {
  /** The navigation's URL. */
  url: URL;
  /** The network's answer to the navigation (a fetch of the request). */
  network: () => Promise<Response>;
  /** The precached index.html (workbox-precaching `matchPrecache`); undefined when missing. */
  precachedShell: () => Promise<Response | undefined>;
  /** A fresh nonce: 32 hex digits from a cryptographic source ({@link randomNonce}). */
  newNonce: () => string;
  /** Whether a newer worker (a new deploy) is installed and waiting to take over. */
  updateWaiting: () => boolean;
}

/**
 * Whether `url` is a page of the SPA, which the server answers with index.html: any path but
 * the API's (`/v1/`) and files' (a last segment with a dot: the manifest, the icons, …).
 */
export function isAppPage(url: URL): boolean {
  const last = url.pathname.split('/').at(-1) ?? '';
  return !url.pathname.startsWith('/v1/') && !last.includes('.');
}

/** A fresh 128-bit nonce as 32 hex digits, from `crypto.getRandomValues`. */
export function randomNonce(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The precached answer `shell` again, for one navigation, under `nonce` (see the file's
 * comment); `undefined` when it cannot be: not a 200 HTML answer, or a CSP with more than one
 * nonce, or one the page does not carry.
 */
export async function shellResponse(shell: Response, nonce: string): Promise<Response | undefined> {
  if (shell.status !== 200) return undefined;
  if (!(shell.headers.get('content-type') ?? '').includes('text/html')) return undefined;
  const policy = shell.headers.get('content-security-policy');
  const nonces = new Set([...(policy ?? '').matchAll(NONCE_SOURCE)].map((match) => match[1]));
  if (nonces.size > 1) return undefined;
  const html = await shell.text();
  const [served] = nonces;
  if (served !== undefined && !html.includes(served)) return undefined;
  const fill = (text: string) => {
    const placeholders = text.split(NONCE_PLACEHOLDER).join(nonce);
    return served === undefined ? placeholders : placeholders.split(served).join(nonce);
  };
  const headers = new Headers(
    [...shell.headers.entries()]
      .filter(([name]) => !WIRE_HEADERS.has(name))
      .map(([name, value]): [string, string] =>
        name === 'content-security-policy'
          ? [name, value.replace(NONCE_SOURCE, `'nonce-${nonce}'`)]
          : [name, value],
      ),
  );
  return new Response(fill(html), { status: 200, headers });
}

/**
 * Answers the navigation to `sources.url` (see the file's comment): the precached shell under a
 * fresh nonce for a page of the SPA, else the network's answer; while an update waits, the
 * network's answer, else the shell.
 * @throws the network's error when the network fails and no usable shell is precached
 */
export async function appShellNavigation(sources: AppShellSources): Promise<Response> {
  if (!isAppPage(sources.url)) return sources.network();
  const shell = async () => {
    const precached = await sources.precachedShell().catch(() => undefined);
    return precached && (await shellResponse(precached, sources.newNonce()));
  };
  if (sources.updateWaiting()) {
    try {
      return await sources.network();
    } catch (error) {
      const offline = await shell();
      if (offline) return offline;
      throw error;
    }
  }
  return (await shell()) ?? sources.network();
}
