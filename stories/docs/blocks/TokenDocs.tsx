/**
 * The token tables of the "Type, layout, motion and icons" page (issue #32 point 3), rendered
 * from src/theme itself: type roles with their sizes, weights and line heights, the line-height
 * scale, breakpoints and the page width rule, motion, stacking order, elevations drawn on cards
 * of both themes, and every icon with its name. Docs blocks (no stories: nothing to shoot).
 */
import type { CSSProperties, ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { ICON_NAMES, Icon } from '../../../src/components';
import { themes, type AppTheme } from '../../../src/theme/themes';
import {
  breakpoints,
  fontSizes,
  fontWeights,
  fonts,
  layout,
  lineHeights,
  motion,
  zIndices,
} from '../../../src/theme/tokens';

type FontSize = keyof typeof fontSizes;
type FontWeight = keyof typeof fontWeights;
type LineHeight = keyof typeof lineHeights;

/** A kind of text: the tokens it is set in, where the product uses it, and a sample. */
interface TypeRole {
  role: string;
  size: FontSize;
  weight: FontWeight;
  /** A line-height token, or a fixed height in px (one-line pills). */
  lineHeight: LineHeight | number;
  use: string;
  sample: string;
}

/** The type roles of the components (each sets its role from these tokens). */
const TYPE_ROLES: TypeRole[] = [
  {
    role: 'Page title',
    size: 'xl',
    weight: 'bold',
    lineHeight: 'heading',
    use: 'Page header, sign-in card title',
    sample: 'Job openings',
  },
  {
    role: 'Message title',
    size: 'xxl',
    weight: 'bold',
    lineHeight: 'body',
    use: 'Full-page messages (not found, error)',
    sample: 'It is empty here',
  },
  {
    role: 'Section title',
    size: 'lg',
    weight: 'semibold',
    lineHeight: 'body',
    use: 'Card, dialog and empty-state titles',
    sample: 'Company information',
  },
  {
    role: 'Body',
    size: 'md',
    weight: 'regular',
    lineHeight: 'body',
    use: 'Running text, messages, field values',
    sample: 'We will send you a message when candidates are available.',
  },
  {
    role: 'Label',
    size: 'sm',
    weight: 'medium',
    lineHeight: 'body',
    use: 'Field labels',
    sample: 'Desired candidates',
  },
  {
    role: 'Small',
    size: 'sm',
    weight: 'regular',
    lineHeight: 'body',
    use: 'Hints, errors under fields, secondary facts',
    sample: 'At least 8 characters',
  },
  {
    role: 'Button',
    size: 'md',
    weight: 'semibold',
    lineHeight: 'tight',
    use: 'Button labels (small buttons: size sm)',
    sample: 'Create job opening',
  },
  {
    role: 'Tag',
    size: 'sm',
    weight: 'regular',
    lineHeight: 'snug',
    use: 'Skills and chosen values',
    sample: 'Forklift operation',
  },
  {
    role: 'Badge',
    size: 'xs',
    weight: 'semibold',
    lineHeight: 20,
    use: 'Status badges (one line, 20 px tall)',
    sample: 'Hired',
  },
];

const SAMPLE: CSSProperties = { fontFamily: fonts.body };

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Type roles: size, weight, line height, use and a sample set in them. */
export function TypeRoles() {
  return (
    <Table
      head={['Role', 'Size', 'Weight', 'Line height', 'Used for', 'Sample']}
      rows={TYPE_ROLES.map((role) => {
        const lineHeight =
          typeof role.lineHeight === 'number'
            ? `${role.lineHeight}px`
            : lineHeights[role.lineHeight];
        return [
          <strong key="role">{role.role}</strong>,
          <code key="size">
            {role.size} ({fontSizes[role.size]})
          </code>,
          <code key="weight">
            {role.weight} ({fontWeights[role.weight]})
          </code>,
          <code key="line">
            {typeof role.lineHeight === 'number'
              ? `${role.lineHeight} px`
              : `${role.lineHeight} (${lineHeights[role.lineHeight]})`}
          </code>,
          role.use,
          <span
            key="sample"
            style={{
              ...SAMPLE,
              fontSize: fontSizes[role.size],
              fontWeight: fontWeights[role.weight],
              lineHeight,
            }}
          >
            {role.sample}
          </span>,
        ];
      })}
    />
  );
}

/** The line-height scale, each on a two-line sample. */
export function LineHeights() {
  return (
    <Table
      head={['Token', 'Value (× font size)', 'Sample']}
      rows={Object.entries(lineHeights).map(([name, value]) => [
        <code key="token">lineHeights.{name}</code>,
        value,
        <span
          key="sample"
          style={{ ...SAMPLE, lineHeight: value, display: 'block', maxWidth: 260 }}
        >
          Hire through job openings, then chat with the candidates we suggest.
        </span>,
      ])}
    />
  );
}

/** Breakpoints and the page width rule. */
export function Breakpoints() {
  return (
    <Table
      head={['Token', 'Value', 'What changes', 'Checked at']}
      rows={[
        [
          <code key="t">breakpoints.sm</code>,
          `up to ${breakpoints.sm} px`,
          'Phones: one column, the navigation in a menu, filters folded, dialogs full screen, 44 px taps',
          '375 px',
        ],
        [
          <code key="t">breakpoints.md</code>,
          `up to ${breakpoints.md} px`,
          'Tablets: one chat pane at a time, the navigation on a row of its own',
          '768 px',
        ],
        [
          '(above md)',
          `from ${breakpoints.md + 1} px`,
          'Desktop: the chat list and the thread side by side',
          '1280 px',
        ],
        [
          <code key="t">breakpoints.lg</code>,
          `${breakpoints.lg} px`,
          'Nothing changes of its own',
          '—',
        ],
        [
          <code key="t">layout.page</code>,
          `${layout.page} px`,
          'The content width of every signed-in page: pages stop growing here',
          'all',
        ],
        [
          <code key="t">layout.form</code>,
          `${layout.form} px`,
          'The column of a form inside a page: its fields fill it',
          'all',
        ],
      ]}
    />
  );
}

/** Motion durations and easing. */
export function Motion() {
  return (
    <Table
      head={['Token', 'Value', 'Used for']}
      rows={[
        [
          <code key="t">motion.fast</code>,
          motion.fast,
          'Hover colour of buttons, a list fading while it refreshes',
        ],
        [
          <code key="t">motion.spin</code>,
          motion.spin,
          'One turn of the spinner (linear, endless)',
        ],
        [<code key="t">motion.easing</code>, motion.easing, 'Every transition'],
      ]}
    />
  );
}

const LAYERS: Record<keyof typeof zIndices, string> = {
  dropdown: 'Menus, select lists, date pickers',
  modal: 'Dialogs and their backdrop',
  overlay: 'Full-screen overlays: session check, offline',
  toast: 'Toasts, above everything',
};

/** Stacking order, lowest first. */
export function Stacking() {
  return (
    <Table
      head={['Token', 'Value', 'Layer']}
      rows={(Object.keys(zIndices) as (keyof typeof zIndices)[]).map((name) => [
        <code key="t">zIndices.{name}</code>,
        zIndices[name],
        LAYERS[name],
      ])}
    />
  );
}

const StyledStage = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const StyledElevated = styled.div<{ $shadow: string }>`
  width: 200px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ $shadow }) => $shadow};
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function ElevationCards({ theme }: { theme: AppTheme }) {
  const levels = [
    { name: 'Flat', token: 'none', shadow: 'none', use: 'Rows, fields, page sections' },
    { name: 'Raised', token: 'shadow', shadow: theme.shadow, use: 'Cards, the chat panes' },
    {
      name: 'Overlay',
      token: 'shadowLg',
      shadow: theme.shadowLg,
      use: 'Menus, date pickers, dialogs, toasts',
    },
  ];
  return (
    <ThemeProvider theme={theme}>
      <StyledStage>
        {levels.map((level) => (
          <StyledElevated key={level.name} $shadow={level.shadow}>
            <strong>{level.name}</strong>
            <code>{level.token}</code>
            <span>{level.use}</span>
          </StyledElevated>
        ))}
      </StyledStage>
    </ThemeProvider>
  );
}

/** The elevations drawn on cards, on each theme's own background. */
export function Elevations() {
  return (
    <>
      {Object.values(themes).map((theme) => (
        <figure key={theme.mode} style={{ margin: '0 0 16px' }}>
          <ElevationCards theme={theme} />
          <figcaption>{theme.mode === 'light' ? 'Light theme' : 'Dark theme'}</figcaption>
        </figure>
      ))}
    </>
  );
}

const StyledIconGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  li {
    display: grid;
    justify-items: center;
    gap: 4px;
    padding: 12px 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  code {
    font-size: 12px;
    overflow-wrap: anywhere;
    text-align: center;
  }
`;

/** Every icon with its name. */
export function IconSet() {
  return (
    <ThemeProvider theme={themes.light}>
      <p>
        {ICON_NAMES.length} icons, drawn on a 24 px grid with a 2 px stroke; they take the colour of
        the text around them. Use them at 16, 18 or 24 px, and ask for them by these names.
      </p>
      <StyledIconGrid>
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={24} />
            <code>{name}</code>
          </li>
        ))}
      </StyledIconGrid>
    </ThemeProvider>
  );
}
