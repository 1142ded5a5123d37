import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import type { Candidate, JobOpening } from '../../src/contract/types';
import { MatchBreakdown } from '../../src/features/jobOpenings/MatchBreakdown';
import { CatalogCell, CatalogGrid } from './catalog';
import { msg, msgPattern } from '../support/storyText';

/**
 * "Why this candidate" (issue #9 point 2): the match score meter, the opening's required
 * skills the candidate has and lacks, same city / same state / other state, years of
 * experience. `full` on each suggested candidate, `compact` in the chat header.
 */
const TEXAS = { id: 44, name: 'Texas', code: 'TX' };
const HOUSTON = { state: TEXAS, city: { id: 1, name: 'Houston', state_id: 44 } };

const opening: Pick<JobOpening, 'skills' | 'location'> = {
  skills: [
    { id: 12, name: 'Forklift Operation' },
    { id: 20, name: 'RF Scanner' },
    { id: 31, name: 'Order Picking' },
    { id: 35, name: 'Inventory Management' },
    { id: 40, name: 'Cycle Counting' },
  ],
  location: HOUSTON,
};

/** Most required skills, same city, high score. */
const strong: Candidate = {
  uuid: 'b1f0c3a2-6d4e-4f1a-9b2c-3d4e5f6a7b80',
  name: 'Gladyce H.',
  contact_revealed: false,
  phone_number: null,
  headline: 'Forklift-certified warehouse associate, 12 years on night shifts',
  skills: [
    { id: 12, name: 'Forklift Operation' },
    { id: 20, name: 'RF Scanner' },
    { id: 31, name: 'Order Picking' },
    { id: 35, name: 'Inventory Management' },
    { id: 88, name: 'Bilingual (English/Spanish)' },
  ],
  location: HOUSTON,
  years_experience: 12,
  match_score: 94,
};

/** Few required skills, another state, low score, one year. */
const weak: Candidate = {
  uuid: 'c2a1d4b3-7e5f-4a2b-8c3d-4e5f6a7b8c91',
  name: 'Esta S.',
  contact_revealed: false,
  phone_number: null,
  headline: 'Retail stocker looking for a first warehouse job',
  skills: [
    { id: 31, name: 'Order Picking' },
    { id: 102, name: 'Customer Service' },
  ],
  location: {
    state: { id: 6, name: 'Colorado', code: 'CO' },
    city: { id: 310, name: 'Denver', state_id: 6 },
  },
  years_experience: 1,
  match_score: 38,
};

const StyledFrame = styled.div`
  max-width: 560px;
  padding: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.text};
`;

const meta = {
  title: 'Components/MatchBreakdown',
  tags: ['autodocs', 'beta'],
  component: MatchBreakdown,
  args: { candidate: strong, opening },
  decorators: [
    (Story) => (
      <StyledFrame>
        <Story />
      </StyledFrame>
    ),
  ],
} satisfies Meta<typeof MatchBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Strong match: 94 %, four of five required skills, same city, twelve years. */
export const Strong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('meter', { name: msg('candidates.breakdown.match') }),
    ).toHaveAttribute('aria-valuetext', '94%');
    await expect(
      canvas.getByRole('list', { name: msg('candidates.breakdown.has', { count: 4, total: 5 }) }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('list', { name: msg('candidates.breakdown.lacks') }),
    ).toHaveTextContent('Cycle Counting');
    await expect(
      canvas.getByText(
        msg('candidates.breakdown.location', {
          relation: 'sameCity',
          city: 'Houston',
          state: 'TX',
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(msg('candidates.experience', { years: 12 }))).toBeVisible();
  },
};

/** Weak match: 38 %, one of five required skills, another state, one year. */
export const Weak: Story = {
  args: { candidate: weak },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('meter', { name: msg('candidates.breakdown.match') }),
    ).toHaveAttribute('aria-valuenow', '38');
    await expect(
      canvas.getByRole('list', { name: msg('candidates.breakdown.has', { count: 1, total: 5 }) }),
    ).toHaveTextContent('Order Picking');
    await expect(
      within(canvas.getByRole('list', { name: msg('candidates.breakdown.lacks') })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
    await expect(
      canvas.getByText(
        msg('candidates.breakdown.location', { relation: 'other', city: 'Denver', state: 'CO' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(msg('candidates.experience', { years: 1 }))).toBeVisible();
  },
};

/** The weak match in Spanish: plural forms and the location relation translated. */
export const WeakSpanish: Story = { ...Weak, globals: { locale: 'es' }, play: undefined };

/** The chat header's compact variant, strong and weak. */
export const Compact: Story = {
  render: () => (
    <CatalogGrid columns={1}>
      <CatalogCell caption="compact · strong">
        <MatchBreakdown candidate={strong} opening={opening} variant="compact" />
      </CatalogCell>
      <CatalogCell caption="compact · weak">
        <MatchBreakdown candidate={weak} opening={opening} variant="compact" />
      </CatalogCell>
    </CatalogGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('meter', { name: msg('candidates.breakdown.match') }),
    ).toHaveLength(2);
    await expect(
      canvas.getByText(
        msgPattern(
          'candidates.breakdown.lacksList',
          { skills: 'Forklift Operation' },
          { anchored: true },
        ),
      ),
    ).toBeVisible();
  },
};

import { radioControl } from './playground';

/** Full or compact; the candidate and the opening as data to edit. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { variant: 'full' },
  argTypes: { variant: radioControl(['full', 'compact']) },
};
