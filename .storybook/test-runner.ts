/**
 * Storybook test-runner hooks: every story is rendered in the system Chromium at a fixed
 * viewport, checked with axe (serious and critical violations fail it) and compared
 * pixel-for-pixel with its baseline in `tests/visual/__image_snapshots__/<story-id>-snap.png`.
 *
 * Story parameters read here (see also preview.tsx):
 *   viewport: { width, height }          page size (default 1280×800)
 *   visual: false                        no screenshot
 *   visual: { waitForNetwork: false }    do not wait for the story's requests
 *   a11y: { disable: true } | { test: 'off' }          no axe check
 *   a11y: { test: 'todo' }               violations are printed, not failed
 *   a11y: { config: { rules: [{ id, enabled: false }] }, options: axe RunOptions }
 *
 * Baselines: `npm run test:storybook:update` writes them; in CI (`--ci`) a missing
 * baseline fails instead of being written.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Result, RunOptions } from 'axe-core';
import { getViolations, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { HirelineParameters } from './parameters';

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Rules Storybook's a11y addon turns off for isolated components (no landmarks). */
const RULES_OFF_BY_DEFAULT = ['region'];
const SETTLE_TIMEOUT_MS = 5000;

const SNAPSHOTS_DIR = path.resolve(
  process.env.STORYBOOK_CONFIG_DIR ?? '.storybook',
  '..',
  'tests',
  'visual',
  '__image_snapshots__',
);

/** Storybook's own chrome, always in the iframe document. */
const AXE_EXCLUDE = [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']];

/** Parameters read in preVisit, reused in postVisit (one page round trip per story). */
const parametersById = new Map<string, HirelineParameters>();

async function parametersOf(
  page: Page,
  context: Parameters<typeof getStoryContext>[1],
): Promise<HirelineParameters> {
  const known = parametersById.get(context.id);
  if (known) return known;
  // The runner's Page type comes from `playwright`; both are the same playwright-core class.
  const storyContext = await getStoryContext(page as never, context);
  const parameters = (storyContext.parameters ?? {}) as HirelineParameters;
  parametersById.set(context.id, parameters);
  return parameters;
}

/** After a failed story Storybook may still be rendering it: wait until it is done. */
/** Screenshot attempts before a story counts as never settling visually. */
const MAX_SCREENSHOT_ATTEMPTS = 16;

/**
 * A screenshot once the page has stopped changing: shots are taken 150 ms apart until three in
 * a row are byte-identical (late layout such as a virtual list measuring its rows, or a
 * toast entering, settles first). Throws when the page never settles, naming the story.
 */
async function stableScreenshot(page: Page): Promise<Buffer> {
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: false });
  let previous = await shoot();
  let unchanged = 0;
  for (let attempt = 1; attempt < MAX_SCREENSHOT_ATTEMPTS; attempt += 1) {
    await page.waitForTimeout(150);
    const next = await shoot();
    unchanged = next.equals(previous) ? unchanged + 1 : 0;
    if (unchanged === 2) return next;
    previous = next;
  }
  throw new Error(`the page kept changing over ${MAX_SCREENSHOT_ATTEMPTS} screenshots`);
}

async function waitForRenderToFinish(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const phase = (
          globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === undefined || ['finished', 'aborted', 'errored'].includes(phase);
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

function axeRunOptions(a11y: HirelineParameters['a11y']): RunOptions {
  const options = { ...((a11y?.options as RunOptions | undefined) ?? {}) };
  const rules: NonNullable<RunOptions['rules']> = { ...(options.rules ?? {}) };
  for (const id of RULES_OFF_BY_DEFAULT) rules[id] = { enabled: false };
  const configRules = (a11y?.config as { rules?: { id: string; enabled?: boolean }[] } | undefined)
    ?.rules;
  for (const rule of configRules ?? []) {
    if (typeof rule.enabled === 'boolean') rules[rule.id] = { enabled: rule.enabled };
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

async function checkAccessibility(page: Page, id: string, a11y: HirelineParameters['a11y']) {
  if (a11y?.disable === true || a11y?.test === 'off') return;
  const hasAxe = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await injectAxe(page as never);
  const violations = await getViolations(
    page as never,
    { include: [['body']], exclude: AXE_EXCLUDE },
    axeRunOptions(a11y),
  );
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  if (failing.length === 0) return;
  const ids = failing.map((v) => v.id).join(', ');
  const message = `axe: ${failing.length} serious/critical violation(s) in ${id}: ${ids}\n${describeViolations(failing)}`;
  if (a11y?.test === 'todo') console.warn(message);
  else throw new Error(message);
}

const config: TestRunnerConfig = {
  logLevel: 'warn',

  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    const parameters = await parametersOf(page as never, context);
    await (page as unknown as Page).setViewportSize({
      width: parameters.viewport?.width ?? DEFAULT_VIEWPORT.width,
      height: parameters.viewport?.height ?? DEFAULT_VIEWPORT.height,
    });
  },

  async postVisit(rawPage, context) {
    const page = rawPage as unknown as Page;
    if (context.hasFailure) {
      await waitForRenderToFinish(page);
      return;
    }
    const parameters = await parametersOf(page, context);
    const visual = parameters.visual;
    const waitForNetwork = !(visual && visual.waitForNetwork === false);

    const settled = await page.evaluate(
      async ({ network, timeout }) => {
        const settle = (window as { __HIRELINE_SETTLED__?: (t: number) => Promise<boolean> })
          .__HIRELINE_SETTLED__;
        if (network && settle) return settle(timeout);
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        return true;
      },
      { network: waitForNetwork, timeout: SETTLE_TIMEOUT_MS },
    );
    if (!settled) {
      throw new Error(
        `${context.id}: requests still pending after ${SETTLE_TIMEOUT_MS} ms; ` +
          'a loading-state story should set parameters.visual = { waitForNetwork: false }',
      );
    }

    // The screenshot is taken before axe runs, so axe can never leave a trace in it (scroll
    // positions, focus); both checks are reported together.
    const image = visual === false ? null : await stableScreenshot(page);
    const failures: string[] = [];
    try {
      await checkAccessibility(page, context.id, parameters.a11y);
    } catch (error) {
      failures.push((error as Error).message);
    }
    if (image) {
      try {
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: SNAPSHOTS_DIR,
          customDiffDir: path.join(SNAPSHOTS_DIR, '__diff_output__'),
          customReceivedDir: path.join(SNAPSHOTS_DIR, '__diff_output__'),
          customSnapshotIdentifier: context.id,
          failureThreshold: 0,
          failureThresholdType: 'pixel',
          storeReceivedOnFailure: true,
        });
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  },
};

export default config;
