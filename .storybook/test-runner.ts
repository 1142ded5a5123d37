/**
 * Storybook test-runner hooks: every story is rendered in the system Chromium at a fixed
 * viewport, checked with axe (a violation of any impact fails it) and compared
 * pixel-for-pixel with its baseline in `tests/visual/__image_snapshots__/<story-id>.png` (a shot
 * byte-identical to it passes without a diff); then, in the same visit, shot again along its
 * axes (`axesOf`: dark for every story, with axe's colour rules again; Spanish, 768 and 375 px for screen stories, with the phone-usability check at 375)
 * into `<story-id>--<axis>.png`.
 *
 * Story globals and parameters read here (see also preview.tsx):
 *   globals.viewport: { value: 'phone' | 'tablet' | 'desktop' }   page width (and height): the
 *                                        preset of viewports.ts the Storybook UI shows the story
 *                                        at (default desktop, 1280×800)
 *   visual: false                        no screenshot
 *   visual: { waitForNetwork: false }    do not wait for the story's requests
 *   visual: { neverAnswered: ['/free-messages'] }   wait for every request but those
 *   visual: { height: { desktop: 900 } } page height at a preset instead of the preset's own
 *   a11y: { disable: true } | { test: 'off' }          no axe check
 *   a11y: { test: 'todo' }               violations are printed, not failed
 *   a11y: { config: { rules: [{ id, enabled: false }] }, options: axe RunOptions }
 *
 * Baselines: `npm run test:storybook:update` writes them; in CI (`--ci`) a missing
 * baseline fails instead of being written.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Result, RunOptions } from 'axe-core';
import { getViolations, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { HirelineGlobals, HirelineParameters } from './parameters';
import { DEFAULT_VIEWPORT, pageSizeOf, VIEWPORT_SIZES, type PageSize } from './viewports';
/** Rules Storybook's a11y addon turns off for isolated components (no landmarks). */
const RULES_OFF_BY_DEFAULT = ['region'];
const SETTLE_TIMEOUT_MS = 5000;

/**
 * The baselines: tests/visual/__image_snapshots__, or HIRELINE_SNAPSHOTS_DIR (the fail-fast
 * self-check of scripts/test-storybook.mjs runs against a changed copy in a temp folder).
 */
const SNAPSHOTS_DIR =
  process.env.HIRELINE_SNAPSHOTS_DIR ??
  path.resolve(
    process.env.STORYBOOK_CONFIG_DIR ?? '.storybook',
    '..',
    'tests',
    'visual',
    '__image_snapshots__',
  );

/** Where a failing shot's expected, actual and diff images are written. */
const DIFF_DIR = path.join(SNAPSHOTS_DIR, '__diff_output__');

/** Storybook's own chrome, always in the iframe document. */
const AXE_EXCLUDE = [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']];

/** What preVisit reads of a story, reused in postVisit (one page round trip per story). */
interface StoryFacts {
  parameters: HirelineParameters;
  globals: HirelineGlobals;
}
const factsById = new Map<string, StoryFacts>();

async function factsOf(
  page: Page,
  context: Parameters<typeof getStoryContext>[1],
): Promise<StoryFacts> {
  const known = factsById.get(context.id);
  if (known) return known;
  // The runner's Page type comes from `playwright`; both are the same playwright-core class.
  const storyContext = await getStoryContext(page as never, context);
  const facts = {
    parameters: (storyContext.parameters ?? {}) as HirelineParameters,
    // The story's own `globals` (e.g. a dark variant) over the page's.
    globals: {
      ...(storyContext.globals ?? {}),
      ...((storyContext as { storyGlobals?: HirelineGlobals }).storyGlobals ?? {}),
    } as HirelineGlobals,
  };
  factsById.set(context.id, facts);
  return facts;
}

async function parametersOf(
  page: Page,
  context: Parameters<typeof getStoryContext>[1],
): Promise<HirelineParameters> {
  return (await factsOf(page, context)).parameters;
}

/**
 * One more screenshot of the story as rendered (after its play function, state kept): in
 * another theme or language — switched through the story's store, as the app's own switches
 * do — or at another width. Baseline: `<story-id>--<suffix>.png`.
 */
interface Axis {
  suffix: string;
  apply(page: Page): Promise<unknown>;
  undo(page: Page): Promise<unknown>;
  /**
   * Axe rules to run again in this state: the dark theme changes colours only, so its own
   * colour rules ({@link COLOUR_RULES}); the structure was checked in the story's first state.
   */
  axeRules?: readonly string[];
  /**
   * The switch may send requests (a language: data fetched per language), so the story's
   * requests are awaited again; a theme or a width changes only what is drawn.
   */
  requests?: boolean;
}

/** Dispatches `action` to the story's store (exposed by preview.tsx under automation). */
function dispatch(page: Page, action: { type: string; payload: string }) {
  return page.evaluate((a) => {
    const store = (window as { __HIRELINE_STORY_STORE__?: { dispatch: (x: unknown) => void } })
      .__HIRELINE_STORY_STORE__;
    if (!store) throw new Error('the story store is not exposed (preview.tsx)');
    store.dispatch(a);
  }, action);
}

/** The axe rules that depend on colours: text contrast and links told apart from text. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

const DARK: Axis = {
  suffix: 'dark',
  apply: (page) => dispatch(page, { type: 'theme/modeChanged', payload: 'dark' }),
  undo: (page) => dispatch(page, { type: 'theme/modeChanged', payload: 'light' }),
  axeRules: COLOUR_RULES,
};
/** Switches the story's language as the app's switch does (preview.tsx: switchLanguage). */
function switchLanguage(page: Page, lang: 'en' | 'es') {
  return page.evaluate((l) => {
    const story = window as { __HIRELINE_SWITCH_LANGUAGE__?: (lang: string) => void };
    if (!story.__HIRELINE_SWITCH_LANGUAGE__) throw new Error('switchLanguage is not exposed');
    story.__HIRELINE_SWITCH_LANGUAGE__(l);
  }, lang);
}

const SPANISH: Axis = {
  suffix: 'es',
  requests: true,
  apply: (page) => switchLanguage(page, 'es'),
  undo: (page) => switchLanguage(page, 'en'),
};
/** The phone width: the screen must fit it, with tap targets of at least 44×44 px. */
const PHONE_WIDTH = VIEWPORT_SIZES.phone.width;
/** Smallest tap target at phone width (px): WCAG 2.5.5's 44 × 44. */
const MIN_TAP_TARGET = 44;

/**
 * What makes the page unusable on a phone: content wider than the viewport (horizontal
 * scroll; the widest elements are named) and controls smaller than MIN_TAP_TARGET in either
 * dimension (links inside running text are exempt, as WCAG allows; a visually hidden native
 * checkbox or radio is measured by its label).
 */
function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${name}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 3)
        .map(describe);
      problems.push(
        `horizontal scroll: ${root.scrollWidth} px of content in ${root.clientWidth} px (${wide.join(', ')})`,
      );
    }
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"], [role="option"], [role="menuitem"]';
    const controls = document.querySelectorAll(selector);
    for (const control of controls) {
      // Not rendered (display: none, itself or an ancestor): nothing to tap. Without this, the
      // climb below measured a hidden control by its ancestor's box.
      if (control.getClientRects().length === 0) continue;
      let target: Element = control;
      const style = getComputedStyle(control);
      if (control.tagName === 'A' && style.display === 'inline') continue;
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        target = control.closest('label') ?? control;
      }
      // A control inside a larger box that holds nothing else to tap (a select's search input
      // inside its control) is tapped through that box.
      let box = target.getBoundingClientRect();
      let ancestor = target.parentElement;
      for (let level = 0; level < 3 && ancestor; level += 1, ancestor = ancestor.parentElement) {
        if (box.width >= minimum && box.height >= minimum) break;
        if (ancestor.querySelectorAll(selector).length > 1) break;
        box = ancestor.getBoundingClientRect();
      }
      // Off the page until focused (a skip link): nothing to tap.
      if (box.bottom <= 0 || box.right <= 0) continue;
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.width < minimum || box.height < minimum) {
        problems.push(
          `tap target ${Math.round(box.width)}×${Math.round(box.height)} px: ${describe(control)}`,
        );
      }
    }
    return problems;
  }, MIN_TAP_TARGET);
}

/** Tablet and phone presets of the screen stories (viewports.ts; height: a common device's). */
const WIDTHS = [VIEWPORT_SIZES.tablet, VIEWPORT_SIZES.phone];

/**
 * The page a story is shown at: the preset of its `globals.viewport` — the width the Storybook
 * UI shows it at — with `parameters.visual.height[preset]` instead of the preset's height.
 */
function pageSizeOfStory(facts: StoryFacts): PageSize {
  const { visual, viewport } = facts.parameters;
  // The former `parameters.viewport: { width, height }` reached only this runner, never the
  // Storybook UI (issue #32 point 1): a story still written so fails instead of being shot at
  // a width it does not show at.
  if (viewport && ('width' in viewport || 'height' in viewport)) {
    throw new Error(
      'parameters.viewport { width, height } is gone: name the width in globals.viewport ' +
        "({ value: 'phone' | 'tablet' | 'desktop' }) and a taller shot in parameters.visual.height " +
        '(e.g. { desktop: 900 }), .storybook/viewports.ts',
    );
  }
  return pageSizeOf(facts.globals.viewport, visual ? visual.height : undefined);
}

/**
 * The axes of a story: every story also in dark; every screen story (title "Screens/…") also
 * in Spanish and at 768 and 375 px (unless it is made for another width). A story that fixes its
 * own theme or language is a variant already: no axes.
 */
function axesOf(title: string, facts: StoryFacts, viewport: PageSize) {
  // A story that is itself a variant (its own theme or language) gets its one shot.
  if (facts.globals.theme === 'dark' || facts.globals.locale === 'es') return [];
  const axes: Axis[] = [DARK];
  if (!title.startsWith('Screens/')) return axes;
  // Not with a request left unanswered on purpose (visual.neverAnswered): RTK Query holds the
  // language switch's refetches while a mutation is pending (its delayed invalidation), so the
  // lists would stay in English until a poll happened to come; such a story's Spanish state is
  // a story of its own, rendered in Spanish from the start (`globals.locale: 'es'`).
  const visual = facts.parameters.visual;
  if (!(visual && visual.neverAnswered && visual.neverAnswered.length > 0)) axes.push(SPANISH);
  // A story sized only for a taller shot (1280 × n) is still shot at the narrow widths, at
  // least as tall; one made for another width is not.
  if (viewport.width === VIEWPORT_SIZES[DEFAULT_VIEWPORT].width) {
    for (const device of WIDTHS) {
      const size = { width: device.width, height: Math.max(device.height, viewport.height) };
      axes.push({
        suffix: String(size.width),
        apply: (page) => page.setViewportSize(size),
        undo: (page) => page.setViewportSize(viewport),
      });
    }
  }
  return axes;
}

/**
 * True when the runner records baselines (`-u`; jest's snapshot state, as jest-image-snapshot
 * reads it): every shot must settle before it is written.
 */
function updatingBaselines(): boolean {
  const state = expect.getState() as { snapshotState?: { _updateSnapshot?: string } };
  return state.snapshotState?._updateSnapshot === 'all';
}

/** Screenshot attempts before a story counts as never settling visually. */
const MAX_SCREENSHOT_ATTEMPTS = 8;

/** How long the page may keep changing before a shot is taken anyway (ms). */
const QUIET_TIMEOUT_MS = 5000;

/**
 * Quiet frames before the first shot of a state that has a baseline: fewer than the default
 * (settle.ts: 5), because that shot only passes when it is byte for byte the baseline; a shot
 * taken while late layout is still landing differs from it and is followed by the full wait.
 */
const FIRST_SHOT_QUIET_FRAMES = 2;

/**
 * Waits until the page has not changed for `frames` frames (default: settle.ts's) —
 * `window.__HIRELINE_QUIET__`, .storybook/settle.ts: no DOM mutation, scroll or resize — up to
 * QUIET_TIMEOUT_MS.
 */
async function quietPage(page: Page, frames?: number, timeout = QUIET_TIMEOUT_MS): Promise<void> {
  await page.evaluate(
    ({ frames, timeout }) =>
      (
        window as { __HIRELINE_QUIET__?: (frames?: number, timeoutMs?: number) => Promise<boolean> }
      ).__HIRELINE_QUIET__?.(frames, timeout),
    { frames, timeout },
  );
}

/**
 * How long a shot that differs from its baseline may take to settle before it is diffed as it
 * is (ms): a real difference is reported within seconds, never by the test's timeout (issue #28
 * point 3; with a baseline from another browser build every shot differs).
 */
const DIFFERING_SHOT_BUDGET_MS = 3000;

/** A shot of a state, and whether it is byte for byte its committed baseline. */
interface Shot {
  image: Buffer;
  /** True when `image` equals `<identifier>.png`: the pixels are the baseline's, no diff needed. */
  matchesBaseline: boolean;
}

/**
 * The final frame of a state, shot once in the common case: the page is left quiet (no DOM
 * mutation, scroll or resize for FIRST_SHOT_QUIET_FRAMES frames: late layout such as a virtual
 * list measuring its rows, or a toast entering, lands first) and shot; a shot byte-identical to the baseline
 * `<identifier>.png` is final. Otherwise (a change, a missing baseline, an update run) the page
 * is left quiet and shot again until two shots in a row are identical — what changes without
 * touching the DOM, an image decoding, is caught too — and that one is compared. Throws when
 * the page never settles.
 */
async function finalScreenshot(page: Page, identifier: string): Promise<Shot> {
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: false });
  const baselinePath = path.join(SNAPSHOTS_DIR, `${identifier}.png`);
  const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : null;
  const final = (image: Buffer): Shot => ({
    image,
    matchesBaseline: baseline !== null && image.equals(baseline),
  });
  await quietPage(page, baseline ? FIRST_SHOT_QUIET_FRAMES : undefined);
  let previous = await shoot();
  if (baseline && previous.equals(baseline)) return final(previous);
  // A shot that differs from an existing baseline (not when recording) gets a short budget to
  // settle, then is diffed as it is: it fails fast with its diff, never by the test's timeout.
  const deadline =
    baseline && !updatingBaselines()
      ? performance.now() + DIFFERING_SHOT_BUDGET_MS
      : Number.POSITIVE_INFINITY;
  for (let attempt = 1; attempt < MAX_SCREENSHOT_ATTEMPTS; attempt += 1) {
    const left = deadline - performance.now();
    if (left <= 0) return final(previous);
    await quietPage(page, undefined, Math.min(QUIET_TIMEOUT_MS, left));
    const next = await shoot();
    if (next.equals(previous) || (baseline && next.equals(baseline))) return final(next);
    previous = next;
  }
  if (Number.isFinite(deadline)) return final(previous);
  throw new Error(
    `${identifier}: the page kept changing over ${MAX_SCREENSHOT_ATTEMPTS} screenshots`,
  );
}

/**
 * Waits until the story's requests are answered (unless `network` is false; not those whose
 * URL contains one of `neverAnswered`), fonts are loaded and a frame has been painted; throws
 * after SETTLE_TIMEOUT_MS, naming the story.
 */
async function settle(
  page: Page,
  id: string,
  network: boolean,
  neverAnswered: readonly string[] = [],
): Promise<void> {
  const settled = await page.evaluate(
    async ({ network, timeout, neverAnswered }) => {
      const settle = (
        window as {
          __HIRELINE_SETTLED__?: (t: number, never: readonly string[]) => Promise<boolean>;
        }
      ).__HIRELINE_SETTLED__;
      if (network && settle) return settle(timeout, neverAnswered);
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      return true;
    },
    { network, timeout: SETTLE_TIMEOUT_MS, neverAnswered },
  );
  if (!settled) {
    throw new Error(
      `${id}: requests still pending after ${SETTLE_TIMEOUT_MS} ms; ` +
        'a loading-state story should set parameters.visual = { waitForNetwork: false }',
    );
  }
}

/**
 * The axe options of a story: its own, with RULES_OFF_BY_DEFAULT and the rules its `a11y.config`
 * turns off; `only` (rule ids) runs just those rules, less any the story turned off.
 */
function axeRunOptions(a11y: HirelineParameters['a11y'], only?: readonly string[]): RunOptions {
  const options = { ...((a11y?.options as RunOptions | undefined) ?? {}) };
  const rules: NonNullable<RunOptions['rules']> = { ...(options.rules ?? {}) };
  for (const id of RULES_OFF_BY_DEFAULT) rules[id] = { enabled: false };
  const configRules = (a11y?.config as { rules?: { id: string; enabled?: boolean }[] } | undefined)
    ?.rules;
  for (const rule of configRules ?? []) {
    if (typeof rule.enabled === 'boolean') rules[rule.id] = { enabled: rule.enabled };
  }
  if (only) {
    const values = only.filter((id) => rules[id]?.enabled !== false);
    return { ...options, rules, runOnly: { type: 'rule', values }, resultTypes: ['violations'] };
  }
  return { ...options, rules, resultTypes: ['violations'] };
}

function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}`)
        .join('\n');
      return `  - ${violation.id} [${violation.impact}] ${violation.help}\n${targets}\n    ${violation.helpUrl}`;
    })
    .join('\n');
}

async function checkAccessibility(
  page: Page,
  id: string,
  a11y: HirelineParameters['a11y'],
  only?: readonly string[],
) {
  if (a11y?.disable === true || a11y?.test === 'off') return;
  const hasAxe = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await injectAxe(page as never);
  const violations = await getViolations(
    page as never,
    { include: [['body']], exclude: AXE_EXCLUDE },
    axeRunOptions(a11y, only),
  );
  // Every impact fails (issue #8 point 5): critical, serious, moderate and minor.
  const failing = violations;
  if (failing.length === 0) return;
  const ids = failing.map((v) => v.id).join(', ');
  const message = `axe: ${failing.length} violation(s) in ${id}: ${ids}\n${describeViolations(failing)}`;
  if (a11y?.test === 'todo') console.warn(message);
  else throw new Error(message);
}

/**
 * What a page carries from one story to the next (kept on the Playwright page object itself,
 * which outlives a test file: tests/visual/storybook-environment.mjs keeps it per worker).
 * - `active`: a visit started and has not ended — when the next story starts, the previous one
 *   timed out (jest moved on while it was still running on this page);
 * - `dirty`: the last visit failed (its play function, a check or a shot), so the page may hold
 *   anything of it: an open dialog, a switched theme, a half-run play function.
 */
interface VisitState {
  __hirelineVisit?: { active: boolean; dirty: boolean };
}

/** The runner's own helpers, globals of its jest environment. */
declare const jestPlaywright: { resetPage(): Promise<void> };
interface RunnerGlobals {
  page: Page;
  context: unknown;
  __sbSetupPage(page: Page, context: unknown): Promise<void>;
}

/**
 * The page a story starts on: the current one, or — after a failed or timed-out story — a
 * fresh one (the runner's own reset: the old page closed, so a timed-out visit still running
 * cannot touch the next story; Storybook's iframe loaded again with the runner's page script).
 */
async function pageForNextStory(current: Page): Promise<Page> {
  const previous = (current as VisitState).__hirelineVisit;
  if (!previous?.active && !previous?.dirty) return current;
  await jestPlaywright.resetPage();
  const runner = globalThis as unknown as RunnerGlobals;
  await runner.__sbSetupPage(runner.page, runner.context);
  return runner.page;
}

function markVisit(page: Page, state: { active: boolean; dirty: boolean }) {
  (page as VisitState).__hirelineVisit = state;
}

const config: TestRunnerConfig = {
  logLevel: 'warn',

  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(rawPage, context) {
    const page = await pageForNextStory(rawPage as unknown as Page);
    markVisit(page, { active: true, dirty: false });
    await page.setViewportSize(pageSizeOfStory(await factsOf(page, context)));
  },

  async postVisit(rawPage, context) {
    const page = rawPage as unknown as Page;
    if (context.hasFailure) {
      // The play function failed: the next story starts on a fresh page.
      markVisit(page, { active: false, dirty: true });
      return;
    }
    try {
      await checkStory(page, context);
      markVisit(page, { active: false, dirty: false });
    } catch (error) {
      markVisit(page, { active: false, dirty: true });
      throw error;
    }
  },
};

/**
 * The checks of a rendered story: settle, shot and axe, then each axis's shot (and its checks).
 * The first shot that differs from its baseline ends the story at once with its diff (the
 * share of pixels changed, the diff image's path): a difference fails in seconds and alone.
 * Accessibility and phone problems are collected and reported together.
 */
async function checkStory(
  page: Page,
  context: Parameters<NonNullable<TestRunnerConfig['postVisit']>>[1],
): Promise<void> {
  const parameters = await parametersOf(page, context);
  const visual = parameters.visual;
  const waitForNetwork = !(visual && visual.waitForNetwork === false);
  const neverAnswered = (visual && visual.neverAnswered) || [];

  await settle(page, context.id, waitForNetwork, neverAnswered);

  // The screenshot is taken before axe runs, so axe can never leave a trace in it (scroll
  // positions, focus); the checks found are reported together.
  const failures: string[] = [];
  // A shot byte-identical to its baseline passes without a diff (the same PNG bytes are the
  // same pixels): decoding both images and diffing them costs ~250 ms a shot, most of the
  // suite's time when nothing changed. Any other shot is diffed pixel by pixel in a child
  // process (jest-image-snapshot's `runInProcess: false`): inside the test's jest sandbox the
  // same diff took 6–7 s a shot (350 ms in plain node), which put Screens/Inbox › Reading
  // Lowers Badge, whose five shots differ from their baselines by one colour level in a few
  // pixels from run to run, at 25 s of its 30 s timeout (7.9 s now).
  const compare = ({ image, matchesBaseline }: Shot, identifier: string) => {
    if (matchesBaseline) return;
    try {
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOTS_DIR,
        customDiffDir: DIFF_DIR,
        customReceivedDir: DIFF_DIR,
        customSnapshotIdentifier: identifier,
        failureThreshold: 0,
        failureThresholdType: 'pixel',
        storeReceivedOnFailure: true,
        runInProcess: false,
      });
    } catch (error) {
      // Beside `<name>-received.png` (actual) and `<name>-diff.png` (expected | diff |
      // actual), the expected image on its own, so that each can be opened alone.
      const baseline = path.join(SNAPSHOTS_DIR, `${identifier}.png`);
      const expected = path.join(DIFF_DIR, `${identifier}-expected.png`);
      let where = '';
      if (existsSync(baseline)) {
        mkdirSync(DIFF_DIR, { recursive: true });
        copyFileSync(baseline, expected);
        const received = path.join(DIFF_DIR, `${identifier}-received.png`);
        where = `\n    Expected: ${expected}\n    Actual: ${received}`;
      }
      // The first differing shot ends the story (with what was found before it).
      failures.push(`${identifier}: ${(error as Error).message}${where}`);
      throw new Error(failures.join('\n\n'));
    }
  };
  const accessible = async (label: string, only?: readonly string[]) => {
    try {
      await checkAccessibility(page, label, parameters.a11y, only);
    } catch (error) {
      failures.push((error as Error).message);
    }
  };
  const image = visual === false ? null : await finalScreenshot(page, context.id);
  await accessible(context.id);
  if (image) {
    compare(image, context.id);
    const facts = await factsOf(page, context);
    for (const axis of axesOf(context.title, facts, pageSizeOfStory(facts))) {
      await axis.apply(page);
      // Layout that follows a resize or a theme switch late (a virtual list re-measuring
      // its rows and keeping the newest message in view) lands before the shots:
      // finalScreenshot waits for the page to be quiet.
      if (axis.requests)
        await settle(page, `${context.id} (${axis.suffix})`, waitForNetwork, neverAnswered);
      const identifier = `${context.id}--${axis.suffix}`;
      compare(await finalScreenshot(page, identifier), identifier);
      if (axis.axeRules) await accessible(`${context.id} (${axis.suffix})`, axis.axeRules);
      if (axis.suffix === String(PHONE_WIDTH)) {
        const problems = await phoneProblems(page);
        if (problems.length > 0) {
          const message = `${context.id} at ${PHONE_WIDTH} px:\n  ${problems.join('\n  ')}`;
          failures.push(message);
        }
      }
      await axis.undo(page);
      // The next axis starts from the story's own state, settled again (a thread re-measured
      // and back at its newest message after the width came back), not from a half-done one.
      await quietPage(page);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

export default config;
