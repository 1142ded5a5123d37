/**
 * The design tokens of src/theme, rendered from the theme objects themselves (issue #8 point 3):
 * colours of both themes with the WCAG contrast ratio of every pair the components draw
 * (src/theme/contrastPairs.ts, also checked by tests/unit/theme/contrast.test.ts), spacing,
 * typography, radii and shadows. A page for designers, shot and axe-checked like any story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** Every semantic colour of both themes. */
function ColourTable() {
  const names = Object.keys(themes.light.colors) as (keyof ThemeColors)[];
  return (
    <StyledTable>
      <caption>Semantic colours (src/theme/themes.ts)</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          {MODES.map((theme) => (
            <th key={theme.mode} scope="col">
              {theme.mode}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            {MODES.map((theme) => (
              <td key={theme.mode}>
                <Swatch color={theme.colors[name]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

/** The contrast ratio of each pair in each theme, against its WCAG 2.2 AA minimum. */
function ContrastTable() {
  const ratio = (theme: AppTheme, pair: (typeof CONTRAST_PAIRS)[number]) =>
    getContrast(theme.colors[pair.foreground], theme.colors[pair.background]);
  return (
    <StyledTable>
      <caption>Contrast ratios (WCAG 2.2 AA: 4.5:1 for text, 3:1 for UI and focus)</caption>
      <thead>
        <tr>
          <th scope="col">Foreground on background</th>
          <th scope="col">Used for</th>
          <th scope="col">Minimum</th>
          {MODES.map((theme) => (
            <th key={theme.mode} scope="col">
              {theme.mode}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CONTRAST_PAIRS.map((pair) => (
          <tr key={`${pair.foreground}/${pair.background}`}>
            <th scope="row">
              <code>{pair.foreground}</code> on <code>{pair.background}</code>
            </th>
            <td>{pair.use}</td>
            <td>{pair.minimum}:1</td>
            {MODES.map((theme) => {
              const value = ratio(theme, pair);
              return (
                <td key={theme.mode}>
                  {value.toFixed(2)}:1 {value >= pair.minimum ? '✓ passes' : '✗ fails'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </StyledTable>
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
      <StyledTable>
        <caption>Spacing (theme.space, px)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">px</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(space).map(([name, px]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>{px}</td>
              <td>
                <StyledSwatch $color="currentColor" style={{ width: px, height: 12 }} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <StyledTable>
        <caption>Radii (theme.radii, px) and shadows (theme.shadow, theme.shadowLg)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(radii).map(([name, px]) => (
            <tr key={name}>
              <th scope="row">
                <code>radii.{name}</code>
              </th>
              <td>{px} px</td>
            </tr>
          ))}
          {MODES.flatMap((theme) =>
            (['shadow', 'shadowLg'] as const).map((key) => (
              <tr key={`${theme.mode}-${key}`}>
                <th scope="row">
                  <code>
                    {key} ({theme.mode})
                  </code>
                </th>
                <td>
                  <code>{theme[key]}</code>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </StyledTable>
    </StyledPage>
  ),
};

/** Font sizes (rem) and weights of Inter, the bundled UI font. */
export const Typography: Story = {
  render: () => (
    <StyledPage>
      <h1>Typography</h1>
      <p>Inter (bundled, latin subsets), then system-ui.</p>
      <StyledTable>
        <caption>Font sizes (theme.fontSizes) and weights (theme.fontWeights)</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontSizes).map(([name, size]) => (
            <tr key={name}>
              <th scope="row">
                <code>fontSizes.{name}</code>
              </th>
              <td>{size}</td>
              <td style={{ fontSize: size }}>Hire through job openings</td>
            </tr>
          ))}
          {Object.entries(fontWeights).map(([name, weight]) => (
            <tr key={name}>
              <th scope="row">
                <code>fontWeights.{name}</code>
              </th>
              <td>{weight}</td>
              <td style={{ fontWeight: weight }}>Hire through job openings</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledPage>
  ),
};
