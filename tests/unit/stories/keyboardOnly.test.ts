/**
 * @jest-environment node
 *
 * Keyboard-only play functions (issue #8 point 5): stories reach and operate controls with the
 * keyboard (stories/support/keyboard.ts: Tab, Enter, Space, arrows, typed text), so every
 * interactive story shows its task done without a pointer, and every Tab stop is checked for a
 * visible focus indicator. Pointer calls of user-event are allowed only in stories whose name
 * says they are about the pointer (a backdrop click, a mouse-only affordance).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../stories');
/** user-event calls that click, hover or type by clicking first. */
const POINTER_CALL =
  /userEvent\.(click|dblClick|tripleClick|hover|unhover|pointer|selectOptions|deselectOptions|upload|type|clear)\(/g;
/** Story names that declare a pointer interaction. */
const POINTER_STORY = /(Pointer|Mouse|Click|Backdrop)/;

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storyFiles(path.join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** The file cut at each `export const Name`: the text before the first is named ''. */
function blocks(source: string): Array<{ name: string; text: string }> {
  const parts = source.split(/^export const (\w+)/m);
  const result = [{ name: '', text: parts[0] }];
  for (let i = 1; i < parts.length; i += 2) result.push({ name: parts[i], text: parts[i + 1] });
  return result;
}

it('no story nor story helper uses the pointer, except pointer stories', () => {
  const offenders: string[] = [];
  for (const file of storyFiles(root)) {
    if (file.endsWith(path.join('support', 'keyboard.ts'))) continue;
    for (const { name, text } of blocks(readFileSync(file, 'utf8'))) {
      if (name && POINTER_STORY.test(name)) continue;
      for (const match of text.matchAll(POINTER_CALL)) {
        offenders.push(
          `${path.relative(root, file)} ${name || '(helpers)'}: userEvent.${match[1]}`,
        );
      }
    }
  }
  expect(offenders).toEqual([]);
});

it('every interactive component has a story that plays it with the keyboard', () => {
  const interactive = [
    'Button',
    'ConfirmDialog',
    'DateField',
    'DateRangeField',
    'IconButton',
    'LanguageSwitch',
    'Modal',
    'MultiSelect',
    'Pagination',
    'PasswordField',
    'SearchField',
    'Select',
    'StaleNote',
    'TextField',
    'ThemeToggle',
    'ToastHost',
  ];
  const missing = interactive.filter((component) => {
    const source = readFileSync(path.join(root, 'components', `${component}.stories.tsx`), 'utf8');
    return !/\b(press|typeInto|tabTo)\(/.test(source);
  });
  expect(missing).toEqual([]);
});
