/**
 * The UI states of one screen or component, read from the manifest of states
 * (stories/states.json, the list `npm run states:check` keeps in step with the stories): one row
 * per state whose stories belong to the page's component, with its note and a link to each story
 * that shows it (issue #32 point 3). Rendered on screens' States pages and on component docs
 * pages; nothing is copied by hand, so a state added to the manifest shows here at once.
 */
import { AnchorMdx, useOf, type Of } from '@storybook/addon-docs/blocks';
import manifest from '../../states.json';

/** One state of the manifest (see scripts/lib/states.cjs for the full shape). */
interface ManifestState {
  key: string;
  state: string;
  stories: string[];
}

const STATES: readonly ManifestState[] = manifest.states;

/** The states whose stories include one of component `componentId`'s (`<componentId>--…`). */
function statesOfComponent(
  states: readonly ManifestState[],
  componentId: string,
): { key: string; note: string; storyIds: string[] }[] {
  const prefix = `${componentId}--`;
  return states.flatMap((entry) => {
    const storyIds = entry.stories.filter((id) => id.startsWith(prefix));
    return storyIds.length > 0 ? [{ key: entry.key, note: entry.state, storyIds }] : [];
  });
}

/** "screens-chats-thread--loading-more" → "Loading more" (when the story is not in view). */
function nameFromId(id: string): string {
  const words = id.split('--')[1]?.replace(/-/g, ' ') ?? id;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The table of states of the docs page's component (`of`: a CSF file's default export, default
 * the page's own). Renders nothing when the manifest names no state of it, unless `always`.
 */
export function StatesTable({ of, always = false }: { of?: Of; always?: boolean }) {
  const resolved = useOf(of ?? 'meta', ['meta']);
  const componentId = resolved.preparedMeta.id;
  const names = new Map(
    Object.values(resolved.csfFile.stories).map((story) => [story.id, story.name] as const),
  );
  const rows = statesOfComponent(STATES, componentId);
  if (rows.length === 0) {
    return always ? <p>No named state of this screen yet.</p> : null;
  }
  return (
    <table>
      <caption style={{ textAlign: 'left' }}>
        {rows.length === 1 ? '1 state' : `${rows.length} states`}, each with the stories that show
        it
      </caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Shown in</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.note}</td>
            <td>
              {row.storyIds.map((id, index) => (
                <span key={id}>
                  {index > 0 ? ', ' : null}
                  <AnchorMdx target="_self" href={`?path=/story/${id}`}>
                    {names.get(id) ?? nameFromId(id)}
                  </AnchorMdx>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
