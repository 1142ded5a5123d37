/**
 * @jest-environment node
 *
 * The journey pages (stories/journeys/*.mdx, issue #8 point 3): every story a page shows is a
 * story that exists, so renaming or deleting one breaks this test rather than the published page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(__dirname, '../../../stories/journeys');
const pages = readdirSync(dir).filter((name) => name.endsWith('.mdx'));

/** `{ alias: story file path }` of a page's `import * as Alias from '…stories'` lines. */
function storyImports(source: string): Record<string, string> {
  const imports: Record<string, string> = {};
  for (const [, alias, from] of source.matchAll(/import \* as (\w+) from '([^']+\.stories)';/g)) {
    imports[alias] = path.resolve(dir, `${from}.tsx`);
  }
  return imports;
}

describe('journey pages', () => {
  it('are the sign-up and the hiring journeys, in order', () => {
    expect(pages.sort()).toEqual(['Hiring.mdx', 'SignUp.mdx']);
    const titles = pages.map(
      (page) => /<Meta title="([^"]+)" \/>/.exec(readFileSync(path.join(dir, page), 'utf8'))?.[1],
    );
    expect(titles).toEqual(['Journeys/2. Hiring', 'Journeys/1. Sign up']);
  });

  it.each(pages)('%s shows only stories that exist, each in its own lazy frame', (page) => {
    const source = readFileSync(path.join(dir, page), 'utf8');
    const imports = storyImports(source);
    // Inline stories share one page, one store and one MSW worker: each step is a frame of its
    // own, created as it scrolls into view (LazyStory, issue #32 point 2), never a plain
    // <Story> (inline, or a frame loaded with the page).
    expect(source).not.toMatch(/<Story\b/);
    const shown = [...source.matchAll(/<LazyStory of=\{(\w+)\.(\w+)\}([^>]*)\/>/g)];
    expect(shown.length).toBeGreaterThanOrEqual(6);
    for (const [, alias, name, props] of shown) {
      expect(imports).toHaveProperty(alias);
      const exported = new RegExp(`^export const ${name}\\b`, 'm');
      expect({
        story: `${alias}.${name}`,
        exists: exported.test(readFileSync(imports[alias], 'utf8')),
      }).toEqual({
        story: `${alias}.${name}`,
        exists: true,
      });
      expect(props).toMatch(/height="\d+px"/);
    }
  });
});
