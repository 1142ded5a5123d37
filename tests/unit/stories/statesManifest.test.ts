/**
 * @jest-environment node
 *
 * The manifest of UI states (stories/states.json, issue #8 point 1) against the real story
 * index: every listed story exists, every state has one, and removing any listed story —
 * from the index, as deleting or renaming it would — makes the check fail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkStates, listedStoryIds, type StatesManifest } from '../../../scripts/lib/states.cjs';

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(
  readFileSync(path.join(root, 'stories/states.json'), 'utf8'),
) as StatesManifest;

/** The story ids Storybook gives stories/** (scripts/check-states.mjs, Storybook's CSF reader). */
const storyIds: string[] = JSON.parse(
  execFileSync(process.execPath, [path.join(root, 'scripts/check-states.mjs'), '--list-stories'], {
    cwd: root,
    encoding: 'utf8',
  }),
);

describe('stories/states.json', () => {
  it('reads the real story index', () => {
    expect(storyIds.length).toBeGreaterThan(250);
    expect(storyIds).toContain('screens-global-states--auth-checking');
    expect(new Set(storyIds).size).toBe(storyIds.length);
  });

  it('passes against the real index: every state has a story and every story exists', () => {
    expect(checkStates(manifest, storyIds)).toEqual([]);
  });

  it('names the states of SPEC and the issues', () => {
    const keys = manifest.states.map((state) => state.key);
    for (const key of [
      'app.auth-checking',
      'app.offline',
      'app.error-page',
      'app.not-found',
      'errors.mail-not-found',
      'errors.logout-success',
      'validation.required',
      'validation.phone-number',
      'validation.passwords-match',
      'validation.unique',
      'job-openings.no-candidates',
      'chats.status.pending-locked',
      'chats.status.unlock-expired',
      'chats.status.hired',
      'chats.status.rejected',
      'checkout.processing',
      'sign-up.checkout.processing',
      'account.plan.cancelled',
    ]) {
      expect(keys).toContain(key);
    }
    const kinds = keys.filter((key) => key.startsWith('errors.payment.'));
    expect(kinds).toHaveLength(8);
  });

  it('fails when any listed story is removed from the index', () => {
    const listed = listedStoryIds(manifest);
    expect(listed.length).toBeGreaterThan(100);
    for (const removed of listed) {
      const problems = checkStates(
        manifest,
        storyIds.filter((id) => id !== removed),
      );
      const users = manifest.states.filter((state) => state.stories.includes(removed));
      expect(problems).toEqual(
        users.map((state) => `${state.key}: story "${removed}" does not exist`),
      );
    }
  });

  it('fails when a state lists no story, or is listed twice', () => {
    const [first, second] = manifest.states;
    const broken: StatesManifest = {
      states: [{ ...first, stories: [] }, second, { ...second }],
    };
    expect(checkStates(broken, storyIds)).toEqual([
      `${first.key}: no story shows this state`,
      `${second.key}: listed twice`,
    ]);
  });

  it('npm run states:check: exits non-zero with the list when a listed story is gone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hireline-states-'));
    try {
      const removed = 'screens-chats-actions--locked-chat';
      const entries = Object.fromEntries(
        storyIds.filter((id) => id !== removed).map((id) => [id, { type: 'story', id }]),
      );
      const index = path.join(dir, 'index.json');
      writeFileSync(index, JSON.stringify({ v: 5, entries }));
      const run = () =>
        execFileSync(process.execPath, ['scripts/check-states.mjs', '--index', index], {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        });
      let failure: { status?: number; stderr?: string } | undefined;
      try {
        run();
      } catch (error) {
        failure = error as { status?: number; stderr?: string };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr).toContain(
        `chats.status.pending-locked: story "${removed}" does not exist`,
      );
      // The whole index passes.
      writeFileSync(
        index,
        JSON.stringify({
          v: 5,
          entries: { ...entries, [removed]: { type: 'story', id: removed } },
        }),
      );
      expect(run()).toMatch(/UI states, \d+ story ids mapped/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails on a state without a description or a source, and on an empty manifest', () => {
    const [first] = manifest.states;
    expect(checkStates({ states: [{ ...first, state: '', source: ' ' }] }, storyIds)).toEqual([
      `${first.key}: no "state" (what the state is)`,
      `${first.key}: no "source" (the SPEC section or issue naming it)`,
    ]);
    expect(checkStates({ states: [] }, storyIds)).toEqual(['the manifest has no "states" list']);
  });
});
