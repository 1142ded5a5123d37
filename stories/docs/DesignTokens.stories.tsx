/**
 * The design tokens of src/theme, rendered from the theme objects themselves (issue #8 point 3):
 * colours of both themes with the WCAG contrast ratio of every pair the components draw
 * (src/theme/contrastPairs.ts, also checked by tests/unit/theme/contrast.test.ts), spacing,
 * typography, radii and shadows. A page for designers, shot and axe-checked like any story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { getContrast } from 'polished';
import styled from 'styled-components';
import { CONTRAST_PAIRS } from '../../src/theme/contrastPairs';
import { themes, type AppTheme, type ThemeColors } from '../../src/theme/themes';
import { fontSizes, fontWeights, radii, space } from '../../src/theme/tokens';

const MODES = Object.values(themes);

const StyledPage = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 28px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ $color }) => $color};
  vertical-align: middle;
  margin-right: ${({ theme }) => theme.space.sm}px;
`;

function Swatch({ color }: { color: string }) {
  return (
    <>
      <StyledSwatch $color={color} aria-hidden="true" />
      <code>{color}</code>
    </>
  );
}

/** A table cell: its content, and the inline style of its `<td>` (samples). */
type TokenCell = ReactNode | { content: ReactNode; style: CSSProperties };
interface TokenRow {
  key: string;
  /** The row header (`<th scope="row">`): the token's name. */
  token: ReactNode;
  cells: TokenCell[];
}

const isStyled = (cell: TokenCell): cell is { content: ReactNode; style: CSSProperties } =>
  typeof cell === 'object' && cell !== null && 'style' in cell && 'content' in cell;

/** A captioned table of tokens: one column header per entry of `columns`, one row per token. */
function TokenTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: ReactNode[];
  rows: TokenRow[];
}) {
  return (
    <StyledTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.token}</th>
            {row.cells.map((cell, index) =>
              isStyled(cell) ? (
                <td key={index} style={cell.style}>
                  {cell.content}
                </td>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

/** Every semantic colour of both themes. */
function ColourTable() {
  const names = Object.keys(themes.light.colors) as (keyof ThemeColors)[];
  return (
    <TokenTable
      caption="Semantic colours (src/theme/themes.ts)"
      columns={['Token', ...MODES.map((theme) => theme.mode)]}
      rows={names.map((name) => ({
        key: name,
        token: <code>{name}</code>,
        cells: MODES.map((theme) => <Swatch key={theme.mode} color={theme.colors[name]} />),
      }))}
    />
  );
}

/** The contrast ratio of each pair in each theme, against its WCAG 2.2 AA minimum. */
function ContrastTable() {
  const ratio = (theme: AppTheme, pair: (typeof CONTRAST_PAIRS)[number]) =>
    getContrast(theme.colors[pair.foreground], theme.colors[pair.background]);
  return (
    <TokenTable
      caption="Contrast ratios (WCAG 2.2 AA: 4.5:1 for text, 3:1 for UI and focus)"
      columns={[
        'Foreground on background',
        'Used for',
        'Minimum',
        ...MODES.map((theme) => theme.mode),
      ]}
      rows={CONTRAST_PAIRS.map((pair) => ({
        key: `${pair.foreground}/${pair.background}`,
        token: (
          <>
            <code>{pair.foreground}</code> on <code>{pair.background}</code>
          </>
        ),
        cells: [
          pair.use,
          <>{pair.minimum}:1</>,
          ...MODES.map((theme) => {
            const value = ratio(theme, pair);
            // Text nodes as the table always had them (they shape the glyphs: same pixels).
            return (
              <>
                {value.toFixed(2)}:1 {value >= pair.minimum ? '✓ passes' : '✗ fails'}
              </>
            );
          }),
        ],
      }))}
    />
  );
}

const meta = {
  title: 'Docs/Design tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colours of both themes and the contrast of every pair the components use. */
export const Colours: Story = {
  render: () => (
    <StyledPage>
      <h1>Colours</h1>
      <p>Both themes side by side; the ratios are computed from the theme objects.</p>
      <ContrastTable />
      <ColourTable />
    </StyledPage>
  ),
};

/** Spacing (px), radii (px) and shadows of both themes. */
export const SpacingRadiiShadows: Story = {
  name: 'Spacing, radii and shadows',
  render: () => (
    <StyledPage>
      <h1>Spacing, radii and shadows</h1>
      <TokenTable
        caption="Spacing (theme.space, px)"
        columns={['Token', 'px', 'Sample']}
        rows={Object.entries(space).map(([name, px]) => ({
          key: name,
          token: <code>{name}</code>,
          cells: [
            px,
            <StyledSwatch key="sample" $color="currentColor" style={{ width: px, height: 12 }} />,
          ],
        }))}
      />
      <TokenTable
        caption="Radii (theme.radii, px) and shadows (theme.shadow, theme.shadowLg)"
        columns={['Token', 'Value']}
        rows={[
          ...Object.entries(radii).map(([name, px]) => ({
            key: name,
            token: <code>radii.{name}</code>,
            cells: [<>{px} px</>],
          })),
          ...MODES.flatMap((theme) =>
            (['shadow', 'shadowLg'] as const).map((key) => ({
              key: `${theme.mode}-${key}`,
              token: (
                <code>
                  {key} ({theme.mode})
                </code>
              ),
              cells: [<code key="value">{theme[key]}</code>],
            })),
          ),
        ]}
      />
    </StyledPage>
  ),
};

/** Font sizes (rem) and weights of Inter, the bundled UI font. */
export const Typography: Story = {
  render: () => (
    <StyledPage>
      <h1>Typography</h1>
      <p>
        Inter (bundled, latin subsets). Until it has loaded, the app sets text in metric-matched
        fallbacks (Arial or Liberation Sans, Roboto).
      </p>
      <TokenTable
        caption="Font sizes (theme.fontSizes) and weights (theme.fontWeights)"
        columns={['Token', 'Value', 'Sample']}
        rows={[
          ...Object.entries(fontSizes).map(([name, size]) => ({
            key: name,
            token: <code>fontSizes.{name}</code>,
            cells: [size, { content: 'Hire through job openings', style: { fontSize: size } }],
          })),
          ...Object.entries(fontWeights).map(([name, weight]) => ({
            key: name,
            token: <code>fontWeights.{name}</code>,
            cells: [
              weight,
              { content: 'Hire through job openings', style: { fontWeight: weight } },
            ],
          })),
        ]}
      />
    </StyledPage>
  ),
};
