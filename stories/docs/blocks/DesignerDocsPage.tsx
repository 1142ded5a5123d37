/**
 * The docs page of every component, written for designers (issue #32 point 3), in this order:
 * the name and its status badge (the story file's `stable` / `beta` tag, the one the sidebar
 * shows too); what it is for, when to use it and when not, and its family's guideline page
 * (./componentGuide.ts); its labelled parts; the Playground story with its controls (the first
 * story when the file has none); the named UI states it shows (./StatesTable.tsx); the other
 * stories; and, last, the developers' description and props table.
 */
import {
  AnchorMdx,
  Canvas,
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { CSSProperties } from 'react';
import { COMPONENT_GUIDES, type ComponentGuide } from './componentGuide';
import { StatesTable } from './StatesTable';

/** The statuses a component can have, as tags of its story file, with what each promises. */
const STATUSES = {
  stable: {
    label: 'Stable',
    meaning: 'Used across the product; changes are announced in the changelog.',
    style: { background: '#dcfce7', color: '#14532d', borderColor: '#15803d' },
  },
  beta: {
    label: 'Beta',
    meaning: 'In use, but its design may still change: check with the team before reusing it.',
    style: { background: '#fef3c7', color: '#78350f', borderColor: '#b45309' },
  },
} as const satisfies Record<string, { label: string; meaning: string; style: CSSProperties }>;

type Status = keyof typeof STATUSES;

/** The status tag among `tags`, if any. */
function statusOf(tags: readonly string[] | undefined): Status | undefined {
  return (Object.keys(STATUSES) as Status[]).find((status) => tags?.includes(status));
}

const BADGE_STYLE: CSSProperties = {
  display: 'inline-block',
  padding: '2px 10px',
  border: '1px solid',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 600,
  lineHeight: '20px',
};

/** The status badge of the page's component, with what the status means. */
function StatusLine({ tags }: { tags: readonly string[] | undefined }) {
  const status = statusOf(tags);
  if (!status) return null;
  const { label, meaning, style } = STATUSES[status];
  return (
    <p>
      <span style={{ ...BADGE_STYLE, ...style }}>{label}</span> {meaning}
    </p>
  );
}

function List({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Summary, when to use, when not, the family's page and the anatomy. */
function Guidance({ guide }: { guide: ComponentGuide }) {
  return (
    <>
      <p>{guide.summary}</p>
      {guide.use?.length ? (
        <>
          <Heading>When to use</Heading>
          <List items={guide.use} />
        </>
      ) : null}
      {guide.avoid?.length ? (
        <>
          <Heading>When not to use</Heading>
          <List items={guide.avoid} />
        </>
      ) : null}
      {guide.family ? (
        <p>
          Compare it with the rest of its family, with do&apos;s and don&apos;ts:{' '}
          <AnchorMdx target="_self" href={`?path=${guide.family.path}`}>
            {guide.family.name}
          </AnchorMdx>
          .
        </p>
      ) : null}
      {guide.anatomy?.length ? (
        <>
          <Heading>Anatomy</Heading>
          <ol>
            {guide.anatomy.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

/** The page (set for every component by .storybook/designerDocs.tsx). */
export function DesignerDocsPage() {
  const { preparedMeta, csfFile } = useOf('meta', ['meta']);
  const guide = COMPONENT_GUIDES[preparedMeta.title];
  const playground = csfFile.moduleExports.Playground as unknown;
  return (
    <>
      <Title />
      <StatusLine tags={preparedMeta.tags} />
      {guide ? <Guidance guide={guide} /> : <Description />}
      {playground ? (
        <>
          <Heading>Playground</Heading>
          <p>Change the options in the table under the example.</p>
          <Canvas of={playground} sourceState="none" />
          <Controls of={playground} />
        </>
      ) : (
        <>
          <Primary />
          <Controls />
        </>
      )}
      <StatesTable />
      <Stories title="States and examples" includePrimary={Boolean(playground)} />
      {guide ? (
        <>
          <Heading>For developers</Heading>
          <Description />
        </>
      ) : null}
    </>
  );
}
