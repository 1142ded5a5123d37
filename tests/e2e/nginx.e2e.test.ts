/**
 * The deployment configuration (issue #7 point 2): scripts/test-e2e.mjs serves the production
 * build dist/ with Debian's nginx and deploy/nginx.conf.template (rendered by
 * deploy/render-nginx-config.sh, API_ORIGIN = the API server) at E2E_PROD_URL, and every
 * promise of the config is checked over HTTP: the SPA fallback, caching of hashed assets and
 * of index.html, gzip, the security headers with a per-response CSP nonce written into the
 * page, 404 for a missing asset, and no mock worker in the build. Then real Chromium runs the
 * app under that CSP (the API server at E2E_API_URL answering cross-origin) and no style or
 * script is refused: styled-components and react-select (emotion) put the page's nonce on the
 * <style> tags they inject. Without nginx (E2E_PROD_URL unset) these tests are skipped, with
 * a message; .ci/run installs nginx.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { collectCspViolations, launchBrowser } from './browser';
import { logIn } from './flows';

const root = path.resolve(__dirname, '..', '..');
const dist = path.join(root, 'dist');
const base = process.env.E2E_PROD_URL ?? '';
const API_ORIGIN = process.env.E2E_API_URL ?? '';

if (!base) {
  console.warn(
    '[nginx.e2e] SKIPPED: E2E_PROD_URL is not set (nginx missing: apt-get install nginx)',
  );
}
const describeWithNginx = base ? describe : describe.skip;

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result[name] = values;
  }
  return result;
}

function expectSecurityHeaders(response: Response) {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
  expect(csp['style-src']?.join(' ')).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
  expect(csp['connect-src']).toEqual(["'self'", API_ORIGIN, 'https://api.stripe.com']);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://*.stripe.com']);
  expect(csp['font-src']).toEqual(["'self'"]);
  expect(csp['frame-src']).toEqual([
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(JSON.stringify(csp)).not.toContain('unsafe-inline');
  expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  );
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('permissions-policy')).toBe(
    'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
  );
}

test('the production build ships no mock service worker', () => {
  expect(existsSync(path.join(dist, 'mockServiceWorker.js'))).toBe(false);
});

describeWithNginx('deploy/nginx.conf.template served by nginx over dist/ (E2E_PROD_URL)', () => {
  test('every route of the SPA answers index.html, never cached, with the security headers', async () => {
    for (const route of [
      '/',
      '/job-openings',
      '/sign-up/plans',
      '/auth/login?x=1',
      '/index.html',
    ]) {
      const response = await fetch(`${base}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toMatch(/no-cache/);
      expectSecurityHeaders(response);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  test('the page carries the nonce of its CSP, a new one per response', async () => {
    const nonceOf = async () => {
      const response = await fetch(`${base}/job-openings`);
      const header = directives(response.headers.get('content-security-policy'))['style-src'][1];
      const html = await response.text();
      expect(html).not.toContain('__CSP_NONCE__');
      const meta = /<meta property="csp-nonce" content="([0-9a-f]{32})"/.exec(html)?.[1];
      expect(meta).toBeDefined();
      expect(header).toBe(`'nonce-${meta}'`);
      return meta;
    };
    const first = await nonceOf();
    const second = await nonceOf();
    expect(first).not.toBe(second);
  });

  test('hashed assets are cached for a year and gzipped; a missing one is an uncached 404', async () => {
    const script = readdirSync(path.join(dist, 'assets')).find((name) => name.endsWith('.js'));
    const response = await fetch(`${base}/assets/${script}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expectSecurityHeaders(response);

    const missing = await fetch(`${base}/assets/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).not.toContain('<div id="root">');
    expectSecurityHeaders(missing);
  });

  describe('in Chromium', () => {
    let browser: Browser | undefined;

    beforeAll(async () => {
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await browser?.close();
    });

    test('the app runs under the CSP: every injected <style> carries the nonce, nothing is refused', async () => {
      const context = await browser!.newContext({
        baseURL: base,
        viewport: { width: 1280, height: 800 },
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const violations = await collectCspViolations(context);
      const page = await context.newPage();

      /** The page's nonce and, per kind, how many <style> tags and rules carry it or not. */
      const styleTags = () =>
        page.evaluate(() => {
          const nonce = document
            .querySelector('meta[property="csp-nonce"]')
            ?.getAttribute('content');
          const tags = [...document.querySelectorAll('style')].map((tag) => ({
            kind: tag.hasAttribute('data-styled')
              ? 'styled-components'
              : tag.hasAttribute('data-emotion')
                ? 'emotion'
                : 'other',
            nonced: tag.nonce === nonce,
            rules: tag.sheet?.cssRules.length ?? 0,
          }));
          return { nonce, tags };
        });

      // Anonymous: the login page (styled-components only).
      await logIn(page);
      const login = await styleTags();
      expect(login.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(login.tags.some((tag) => tag.kind === 'styled-components' && tag.rules > 0)).toBe(
        true,
      );

      // Logged in: the create form's react-selects (emotion), menu open.
      await page.goto('/job-openings');
      await page.getByRole('button', { name: 'Create job opening' }).first().click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Skills' }).click();
      await page.getByRole('option').first().waitFor();
      const form = await styleTags();
      expect(form.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(form.nonce).not.toBe(login.nonce);
      expect(form.tags.some((tag) => tag.kind === 'emotion' && tag.rules > 0)).toBe(true);
      expect(form.tags.some((tag) => tag.kind === 'styled-components' && tag.rules > 0)).toBe(true);
      expect(form.tags.filter((tag) => !tag.nonced)).toEqual([]);
      expect(violations).toEqual([]);

      // The policy does refuse a <style> without the nonce (the check above can fail).
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { outline: 1px solid red; }';
        document.head.append(style);
      });
      for (let i = 0; i < 50 && violations.length === 0; i += 1) await page.waitForTimeout(100);
      expect(violations).toHaveLength(1);
      expect(violations[0]).toMatch(/^style-src-elem refused inline/);
      await context.close();
    });
  });
});
