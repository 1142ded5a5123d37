/**
 * @jest-environment node
 *
 * The Storybook helpers of issue #32: the product's viewport presets, read by both the UI and
 * the test-runner, and the TSDoc of the docs pages: links written as text, worded for designers.
 */
import { forDesigners, resolveTsdocLinks } from '../../../.storybook/tsdocLinks';
import { pageSizeOf, VIEWPORT_OPTIONS, viewportNameOf } from '../../../.storybook/viewports';

describe('viewport presets', () => {
  it('offer the product widths to the viewport menu, in CSS px', () => {
    expect(VIEWPORT_OPTIONS.phone.styles).toEqual({ width: '375px', height: '812px' });
    expect(VIEWPORT_OPTIONS.tablet.styles).toEqual({ width: '768px', height: '1024px' });
    expect(VIEWPORT_OPTIONS.desktop.styles).toEqual({ width: '1280px', height: '800px' });
  });

  it('size a story from its globals: desktop when it names none', () => {
    expect(pageSizeOf(undefined)).toEqual({ width: 1280, height: 800 });
    expect(pageSizeOf({ value: undefined, isRotated: false })).toEqual({
      width: 1280,
      height: 800,
    });
    expect(pageSizeOf({ value: '100pct-100pct' })).toEqual({ width: 1280, height: 800 });
    expect(pageSizeOf({ value: 'phone', isRotated: false })).toEqual({ width: 375, height: 812 });
    expect(pageSizeOf('tablet')).toEqual({ width: 768, height: 1024 });
    expect(pageSizeOf({ value: 'phone', isRotated: true })).toEqual({ width: 812, height: 375 });
  });

  it('take a height per preset, only at that preset', () => {
    const heights = { desktop: 900, phone: 200 };
    expect(pageSizeOf(undefined, heights)).toEqual({ width: 1280, height: 900 });
    expect(pageSizeOf({ value: 'phone' }, heights)).toEqual({ width: 375, height: 200 });
    expect(pageSizeOf({ value: 'tablet' }, heights)).toEqual({ width: 768, height: 1024 });
  });

  it('refuse a value that is not a preset', () => {
    expect(() => viewportNameOf({ value: 'iphone6' })).toThrow(/not one of phone, tablet, desktop/);
  });
});

describe('resolveTsdocLinks', () => {
  it('writes a bare link as code and a link with text as its text', () => {
    expect(resolveTsdocLinks('one row of {@link PHONE_BAR_HEIGHT} px')).toBe(
      'one row of `PHONE_BAR_HEIGHT` px',
    );
    expect(resolveTsdocLinks('see {@link loadSelect | the loader}.')).toBe('see the loader.');
    expect(resolveTsdocLinks('see {@link loadSelect the loader}.')).toBe('see the loader.');
    expect(resolveTsdocLinks('{@linkcode Tabs} and {@linkplain Stepper}')).toBe(
      '`Tabs` and `Stepper`',
    );
  });

  it('leaves text without links as it is', () => {
    const text = 'A `{ value }` object, {curly} text and an @link mention.';
    expect(resolveTsdocLinks(text)).toBe(text);
  });
});

describe('forDesigners', () => {
  it.each([
    [
      'Toast lifetime in ms (SPEC §9: 3500 ms, closable).',
      'Toast lifetime in ms (3500 ms, closable).',
    ],
    [
      'Top of a page: title and actions (SPEC §2 screens).',
      'Top of a page: title and actions (screens).',
    ],
    [
      'One button under the text, e.g. "Undo" (issue #9 point 5).',
      'One button under the text, e.g. "Undo".',
    ],
    [
      'Height on phones, in px (issue #19 point 2: at most 56).',
      'Height on phones, in px (at most 56).',
    ],
    [
      'Pages (SPEC §2: job openings, chats; SPEC §7 `page`).',
      'Pages (job openings, chats; `page`).',
    ],
    ['Both (issues #9 and #21 points 1–2) and SPEC §1, §4 here.', 'Both and here.'],
  ])(
    'leaves out SPEC sections and issue numbers, keeping what parentheses said: %s',
    (text, worded) => {
      expect(forDesigners(text)).toBe(worded);
    },
  );

  it.each([
    ['The header (`src/app/layouts.tsx`, see DESIGN.md "Naming").', 'The header.'],
    ['Made by .storybook/designerDocs.tsx for the docs.', 'Made by for the docs.'],
  ])('leaves out file paths and DESIGN.md: %s', (text, worded) => {
    expect(forDesigners(text)).toBe(worded);
  });

  it.each([
    [
      'Validation message (SPEC §5); sets `aria-invalid` and links it by `aria-describedby`.',
      'Validation message.',
    ],
    [
      'Error text (SPEC §5 validation messages), linked by `aria-describedby`.',
      'Error text (validation messages).',
    ],
    ['Sets `aria-busy`. Shows a spinner.', 'Shows a spinner.'],
    [
      'Links (router `NavLink`s; `aria-current="page"` is highlighted).',
      'Links (router `NavLink`s).',
    ],
    [
      'A menu button (`aria-expanded`) that unfolds the menu.',
      'A menu button that unfolds the menu.',
    ],
    ['Id of the element (e.g. for the row’s `aria-describedby`).', 'Id of the element.'],
    ['`aria-describedby` value for a control: its hint and error.', ''],
  ])('leaves out what describes the ARIA markup: %s', (text, worded) => {
    expect(forDesigners(text)).toBe(worded);
  });

  it('keeps line breaks, lists and text without references as they are', () => {
    const text =
      'When to use:\n- a list\n- of cases, e.g. this one.\n\nA `{ value }` object (any size); `retry()` again.';
    expect(forDesigners(text)).toBe(text);
  });
});
