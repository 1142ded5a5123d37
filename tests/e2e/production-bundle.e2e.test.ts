/**
 * The production build (`npm run build`, demo mode off, output dist/) must contain no mock
 * code (DESIGN.md: the worker is imported dynamically only in demo mode). Every JS file of
 * dist/ is searched for MSW markers, and the demo payment provider (behind `__DEMO_BUILD__`)
 * must not be there, not even as a never-loaded chunk. Files copied verbatim from public/ (mockServiceWorker.js,
 * which Vite copies but nothing registers) are not bundle code and are skipped.
 * scripts/test-e2e.mjs builds dist/ before the tests run.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const dist = path.join(root, 'dist');
const publicDir = path.join(root, 'public');

/** Case-sensitive markers of MSW code; base64 data URLs are removed before matching. */
const MARKERS: RegExp[] = [
  /mockServiceWorker/,
  /setupWorker/,
  /setupServer/,
  /@mswjs/,
  /\[MSW\]/,
  /\bmsw\b/,
  /msw\/browser/,
  /MSW_/,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function copiedFromPublic(file: string): boolean {
  const relative = path.relative(dist, file);
  return existsSync(path.join(publicDir, relative));
}

test('dist/ holds a production build', () => {
  expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
});

test('no JS file of the production build contains MSW code', () => {
  const scripts = filesUnder(dist).filter(
    (file) => /\.(m?js|cjs)$/.test(file) && !copiedFromPublic(file),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const hits: string[] = [];
  for (const file of scripts) {
    const code = readFileSync(file, 'utf8').replace(/data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+/g, '');
    for (const marker of MARKERS) {
      const match = marker.exec(code);
      if (match) {
        const at = match.index;
        hits.push(
          `${path.relative(root, file)}: ${marker} near "${code.slice(Math.max(0, at - 40), at + 40)}"`,
        );
      }
    }
  }
  expect(hits).toEqual([]);
});

test('index.html of the production build loads no mock script', () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  expect(html).not.toMatch(/mockServiceWorker|msw/);
});

test('the production build has no demo payment provider, not even an unused chunk', () => {
  const files = filesUnder(dist).map((file) => path.relative(dist, file));
  expect(files.filter((file) => /demoPaymentProvider/.test(file))).toEqual([]);
  // The demo's test cards (src/features/billing/testCards.ts) come only with it.
  const withTestCards = files.filter(
    (file) =>
      file.endsWith('.js') &&
      /pm_card_chargeDeclined/.test(readFileSync(path.join(dist, file), 'utf8')),
  );
  expect(withTestCards).toEqual([]);
});

test('the entry and the other large chunks start with V8’s compile hint, the small ones do not', () => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"/.exec(html);
  expect(entry).not.toBeNull();
  expect(readFileSync(path.join(dist, entry![1]), 'utf8').startsWith(HINT)).toBe(true);
  // vite.config.ts COMPILE_ALL_MIN_CHARS: 16,000 characters of code, the hint's line aside.
  const scripts = filesUnder(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const wrong = scripts.filter((file) => {
    const text = readFileSync(file, 'utf8');
    const hinted = text.startsWith(HINT);
    const code = hinted ? text.slice(HINT.length) : text;
    return hinted !== code.length >= 16_000;
  });
  expect(wrong).toEqual([]);
});

test('the start-up chunk imports no other chunk (the entry imports it: no chunk cycle)', () => {
  const boot = readdirSync(path.join(dist, 'assets')).filter((file) =>
    /^boot-[\w-]+\.js$/.test(file),
  );
  expect(boot).toHaveLength(1);
  const code = readFileSync(path.join(dist, 'assets', boot[0]), 'utf8');
  // A static import of another chunk (`import{…}from"./index-….js"`) would be evaluated after
  // boot began; a value boot read from it at start-up would be undefined (a blank page).
  expect(code.match(/\bimport\s*\{[^}]*\}\s*from\s*["']\.\/[^"']+["']/g) ?? []).toEqual([]);
  expect(code.match(/\bimport\s*["']\.\/[^"']+["']/g) ?? []).toEqual([]);
});

/** The chunks `chunk` (a file name in dist/assets) imports statically, transitively, itself included. */
function staticGraph(chunk: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(path.join(dist, 'assets', name), 'utf8');
    // `import{…}from"./x.js"` and `import"./x.js"`; dynamic `import("./x.js")` is not followed.
    for (const match of code.matchAll(
      /\bimport\s*(?:\{[^}]*\}\s*from\s*|[\w$]+\s+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      visit(match[1]);
    }
  };
  visit(chunk);
  return seen;
}

test('the list screens load no other screen’s code before they paint (issue #31 point 1)', () => {
  const assets = readdirSync(path.join(dist, 'assets'));
  const chunk = (screen: string) => {
    const found = assets.find((file) => new RegExp(`^${screen}-[\\w-]+\\.js$`).test(file));
    if (!found) throw new Error(`no chunk of ${screen} in dist/assets`);
    return found;
  };
  const screenOf = (file: string) => file.replace(/-[\w-]+\.js$/, '');
  // What each screen imports statically is downloaded before its first paint; another
  // screen's chunk among them (a helper it shares placed there by the bundler) is a screen's
  // worth of bytes on a phone's network for nothing: 32 KB gzipped of the chats screens
  // before the first job opening row, until `lazyChunk` joined the dashboard group.
  const screens = ['JobOpeningsPage', 'InboxPage', 'ChatsPage', 'AccountDetailsPage', 'LoginPage'];
  const loaded = Object.fromEntries(
    screens.map((screen) => [screen, [...staticGraph(chunk(screen))].map(screenOf)]),
  );
  expect(loaded.JobOpeningsPage).not.toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^(TriageScreen|ChatPanel|ChatsPage|InboxPage)$/),
    ]),
  );
  expect(loaded.AccountDetailsPage).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/^(TriageScreen|ChatPanel|JobOpeningsPage)$/)]),
  );
  expect(loaded.LoginPage).not.toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^(dashboard|layouts|TriageScreen|JobOpeningsPage)$/),
    ]),
  );
  // The chats screens share theirs (the triage screen), and not the open chat's panel: its own
  // chunk, loaded once the first rows have painted.
  expect(loaded.InboxPage).toContain('TriageScreen');
  expect(loaded.InboxPage).not.toContain('ChatPanel');
});

test('index.html paints a branded loading state before any script, allowed by the CSP nonce', () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html);
  expect(root?.[1]).toMatch(/class="boot-splash" role="status"/);
  expect(root?.[1]).toContain('Hireline');
  // Its one inline style carries the nonce nginx fills in (deploy/nginx.conf.template).
  const styles = html.match(/<style[^>]*>/g) ?? [];
  expect(styles).toEqual(['<style nonce="__CSP_NONCE__">']);
});
