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

  it.each(pages)('%s shows only stories that exist, each in its own frame', (page) => {
    const source = readFileSync(path.join(dir, page), 'utf8');
    const imports = storyImports(source);
    const shown = [...source.matchAll(/<Story of=\{(\w+)\.(\w+)\}([^>]*)\/>/g)];
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
      // Inline stories share one page, one store and one MSW worker: each needs its own frame.
      expect(props).toContain('inline={false}');
    }
  });
});
