/**
 * TSDoc in the docs pages (issue #32 points 2 and 3): a component's description and its props'
 * descriptions come from its TSDoc comment, written for developers.
 * - Its `{@link X}` and `{@link X | text}`, which Storybook would print raw, read as code (`X`)
 *   or as their text: the docs pages have no page per symbol to link to.
 * - What only a developer follows is left out ({@link forDesigners}): SPEC sections, issue
 *   numbers, file paths and the ARIA wiring, which a designer reviewing the component cannot use.
 */
import type { ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';

/**
 * `{@link X}`, `{@linkcode X}`, `{@linkplain X}`, `{@link X | text}` and JSDoc's `{@link X text}`:
 * the target (a symbol, `Foo.bar`, `module#name` or a URL), then optional text.
 */
const TSDOC_LINK = /\{@link(?:code|plain)?\s+([^\s|}]+)\s*(?:\|\s*([^}]*?)\s*|\s+([^}]*?)\s*)?\}/g;

/**
 * `markdown` with every TSDoc link written as text: `{@link X}` → `` `X` `` (code), `{@link X |
 * text}` → `text`. Text without links comes back unchanged.
 */
export function resolveTsdocLinks(markdown: string): string {
  return markdown.replace(TSDOC_LINK, (_link, target: string, piped?: string, spaced?: string) => {
    const text = piped ?? spaced;
    return text ? text : `\`${target}\``;
  });
}

/**
 * A reference to the product's documents, with the preposition that leads to it: `SPEC §2`,
 * `of SPEC §3.1 and §7`, `SPEC §1, §4`, `DESIGN.md "Naming"`.
 */
const DOCUMENT_REFERENCE =
  /(?:\b(?:of|in|per|from|see)\s+)?\b(?:SPEC(?:\.md)?\s*§\s*[\d.]*\d(?:\s*(?:,|and|&)\s*(?:SPEC\s*)?§\s*[\d.]*\d)*|DESIGN\.md(?:\s+"[^"]*")?)/g;

/** An issue: `issue #19`, `issue #19 point 2`, `issues #9 and #21`, `issue #21 points 1–2`. */
const ISSUE_REFERENCE =
  /\bissues?\s+#\d+(?:\s+points?\s+\d+(?:\s*(?:[–-]|,|and)\s*\d+)*)?(?:\s*(?:,|and)\s*#\d+(?:\s+points?\s+\d+(?:\s*(?:[–-]|,|and)\s*\d+)*)?)*/gi;

/** A path in the repository, in backticks or not: `src/components/Modal.tsx`, stories/support/x.ts. */
const FILE_PATH = /`?(?:\b(?:src|stories|mocks|tests|scripts|deploy)|\.storybook)\/[\w./-]+`?/g;

/** Markup of ARIA attributes and roles: `aria-describedby`, "ARIA", `role="alert"`. */
const ARIA = /aria-[a-z]+|\bARIA\b|role="[^"]*"/;

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION = /\b(e\.g|i\.e|etc|vs)\./g;

/** Stands for an abbreviation's full stop while sentences are split. */
const KEPT_STOP = '\uE002';

/** A parenthesis without one inside it. */
const PARENTHESIS = /\(([^()]*)\)/g;

/** `text` without its parts, split at "; " or ", ", that name ARIA markup. */
function withoutAriaParts(text: string): string {
  return text
    .split(/;\s+/)
    .map((part) =>
      part
        .split(/,\s+/)
        .filter((clause) => !ARIA.test(clause))
        .join(', '),
    )
    .filter((part) => part.trim() !== '')
    .join('; ');
}

/**
 * `sentence` without what it says of the ARIA markup: the sentence itself when its first clause
 * does ("`aria-describedby` value for a control: …"), else its parts after "; " or ", " that do.
 * Parentheses count as part of the clause they sit in.
 */
function withoutAriaClauses(sentence: string): string {
  if (!ARIA.test(sentence)) return sentence;
  const groups: string[] = [];
  const masked = sentence.replace(PARENTHESIS, (group) => `\uE000${groups.push(group) - 1}\uE001`);
  const unmask = (text: string) =>
    text.replace(/\uE000(\d+)\uE001/g, (_mark, index: string) => groups[Number(index)]);
  const firstClause = masked.split(/[,;:]\s/)[0];
  if (ARIA.test(unmask(firstClause))) return '';
  const end = /[.!?]$/.exec(masked)?.[0] ?? '';
  const body = end ? masked.slice(0, -1) : masked;
  const kept = body
    .split(/;\s+/)
    .map((part) =>
      part
        .split(/,\s+/)
        .filter((clause) => !ARIA.test(unmask(clause)))
        .join(', '),
    )
    .filter((part) => part.trim() !== '')
    .join('; ');
  return kept ? `${unmask(kept)}${end}` : '';
}

/**
 * `markdown` as a designer reads it: without the references only a developer follows — SPEC
 * sections, issue numbers, DESIGN.md, file paths — and without what describes the ARIA markup
 * (a parenthesis's or a sentence's parts that name `aria-*` attributes or roles, a sentence whose
 * first clause does). A parenthesis left empty goes; one left with the reference's remark keeps
 * the remark ("(SPEC §9: 3500 ms)" → "(3500 ms)"). Line breaks stay; text with none of these
 * comes back unchanged.
 */
export function forDesigners(markdown: string): string {
  const withoutReferences = markdown
    .replace(ABBREVIATION, `$1${KEPT_STOP}`)
    .replace(DOCUMENT_REFERENCE, '')
    .replace(ISSUE_REFERENCE, '')
    .replace(FILE_PATH, '')
    .replace(PARENTHESIS, (group, inside: string) =>
      ARIA.test(inside) ? `(${withoutAriaParts(inside)})` : group,
    );
  // Sentences with the whitespace between them kept (line breaks of lists and paragraphs).
  const withoutAria = withoutReferences
    .split(/(?<=[.!?])(\s+)/)
    .map((sentence, index) => (index % 2 === 1 ? sentence : withoutAriaClauses(sentence)))
    .join('');
  return withoutAria
    .replace(/\(\s*[:;,]\s*/g, '(')
    .replace(/\s*[:;,]\s*\)/g, ')')
    .replace(/(^|\s+)\(\s*\)/g, '')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/(\S)[ \t]{2,}/g, '$1 ')
    .replace(/\s+([.,;:])(?=\s|$)/g, '$1')
    .replaceAll(KEPT_STOP, '.')
    .trim();
}

/**
 * The argTypes enhancer that resolves the links in the props' descriptions (Controls and the
 * docs' props table) and words them for designers ({@link forDesigners}); run after the
 * framework's, which read them from the TSDoc comments.
 */
export const resolveArgTypeLinks: ArgTypesEnhancer = Object.assign(
  (context: { argTypes: StrictArgTypes }) =>
    Object.fromEntries(
      Object.entries(context.argTypes).map(([name, argType]) => [
        name,
        typeof argType.description === 'string'
          ? { ...argType, description: forDesigners(resolveTsdocLinks(argType.description)) }
          : argType,
      ]),
    ) as StrictArgTypes,
  { secondPass: true },
);
