/**
 * A screen's States page (issue #32 point 3): the screen's title, then every UI state the
 * manifest (stories/states.json) names for it with its note and links to the stories that show
 * it, then every story of the screen. The pages are generated, one per screen story file, by
 * scripts/gen-screen-docs.mjs (stories/docs/screens/*.mdx).
 */
import { AnchorMdx, Heading, Title, useOf, type Of } from '@storybook/addon-docs/blocks';
import { StatesTable } from './StatesTable';

/** The page of the screen whose story file is `of` (its `import * as`). */
export function ScreenStatesPage({ of }: { of: Of }) {
  const { csfFile, preparedMeta } = useOf(of, ['meta']);
  const stories = Object.values(csfFile.stories);
  // "Screens/Chats/Thread" → "Chats › Thread"
  const name = preparedMeta.title.split('/').slice(1).join(' › ');
  return (
    <>
      <Title>{name}</Title>
      <p>
        The states of this screen, each with a note on what it shows and the stories to open. Use
        the toolbar to see any of them in dark, in Spanish or at 375 and 768 px.
      </p>
      <StatesTable of={of} always />
      <Heading>All stories of this screen</Heading>
      <ul>
        {stories.map((story) => (
          <li key={story.id}>
            <AnchorMdx target="_self" href={`?path=/story/${story.id}`}>
              {story.name}
            </AnchorMdx>
          </li>
        ))}
      </ul>
    </>
  );
}
