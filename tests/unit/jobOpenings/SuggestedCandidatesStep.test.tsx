/**
 * The checkout's first step and the match breakdown, rendered (issue #9 point 2): each card
 * explains the match (meter, skills had and lacked, location relation, years in ICU plural);
 * select all, select none and "Select N% or more" change the selection, and the running total
 * (selected × price, in the currency for the locale) is in a polite live region.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Candidate, JobOpening } from '../../../src/contract/types';
import { MatchBreakdown } from '../../../src/features/jobOpenings/MatchBreakdown';
import { SuggestedCandidatesStep } from '../../../src/features/jobOpenings/SuggestedCandidatesStep';
import { renderWithProviders } from '../components/renderWithProviders';

const TEXAS = { id: 44, name: 'Texas', code: 'TX' };
const HOUSTON = { state: TEXAS, city: { id: 1, name: 'Houston', state_id: 44 } };
const DALLAS = { state: TEXAS, city: { id: 2, name: 'Dallas', state_id: 44 } };
const DENVER = {
  state: { id: 6, name: 'Colorado', code: 'CO' },
  city: { id: 9, name: 'Denver', state_id: 6 },
};
const FORKLIFT = { id: 12, name: 'Forklift Operation' };
const RF = { id: 20, name: 'RF Scanner' };
const PICKING = { id: 31, name: 'Order Picking' };

const opening: Pick<JobOpening, 'skills' | 'location'> = {
  skills: [FORKLIFT, RF, PICKING],
  location: HOUSTON,
};

function candidate(n: number, overrides: Partial<Candidate>): Candidate {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Candidate ${n}.`,
    contact_revealed: false,
    phone_number: null,
    headline: 'Warehouse associate',
    skills: [],
    location: HOUSTON,
    years_experience: 3,
    match_score: 50,
    ...overrides,
  };
}

const CANDIDATES = [
  candidate(1, { match_score: 94, skills: [FORKLIFT, RF, PICKING], years_experience: 1 }),
  candidate(2, { match_score: 81, skills: [FORKLIFT], location: DALLAS }),
  candidate(3, { match_score: 64, skills: [], location: DENVER }),
];

function Step({ currency = 'usd' }: { currency?: string }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(CANDIDATES.map((c) => c.uuid)),
  );
  return (
    <SuggestedCandidatesStep
      opening={opening}
      candidates={CANDIDATES}
      selected={selected}
      onSelectedChange={setSelected}
      unitAmount={400}
      currency={currency}
    />
  );
}

const liveTotal = () => {
  const region = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
  if (!region) throw new Error('no polite live region');
  return region.textContent?.replace(/\s+/g, ' ').trim() ?? '';
};
const checked = () =>
  within(screen.getByRole('list', { name: 'Suggested candidates' }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).checked);

describe('MatchBreakdown', () => {
  it('shows the score as a named meter, the skills had and lacked, the location and years', () => {
    renderWithProviders(<MatchBreakdown candidate={CANDIDATES[1]} opening={opening} />);
    const meter = screen.getByRole('meter', { name: 'Match' });
    expect(meter).toHaveAttribute('aria-valuenow', '81');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '81%');
    const has = screen.getByRole('list', { name: 'Has 1 of 3 required skills' });
    expect(
      within(has)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Forklift Operation']);
    const lacks = screen.getByRole('list', { name: 'Lacks' });
    expect(
      within(lacks)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['RF Scanner', 'Order Picking']);
    expect(screen.getByText('Same state · Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('3 years of experience')).toBeInTheDocument();
  });

  it('says "1 year", same city, and lists no lacked skills for a full match', () => {
    renderWithProviders(<MatchBreakdown candidate={CANDIDATES[0]} opening={opening} />);
    expect(screen.getByText('1 year of experience')).toBeInTheDocument();
    expect(screen.getByText('Same city · Houston, TX')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Has 3 of 3 required skills' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lacks' })).toBeNull();
  });

  it('compact: one line naming the lacked skills, in Spanish too', () => {
    renderWithProviders(
      <MatchBreakdown candidate={CANDIDATES[2]} opening={opening} variant="compact" />,
      'es',
    );
    const group = screen.getByRole('group', { name: 'Por qué este candidato' });
    expect(within(group).getByRole('meter', { name: 'Coincidencia' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
    expect(group).toHaveTextContent('Tiene 0 de 3 habilidades requeridas');
    expect(group).toHaveTextContent('Le falta Forklift Operation, RF Scanner y Order Picking');
    expect(group).toHaveTextContent('Otro estado · Denver, CO');
    expect(group).toHaveTextContent('3 años de experiencia');
  });
});

describe('SuggestedCandidatesStep selection (issue #9 point 2)', () => {
  it('select none, N% or more and select all update the selection and the live total', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Step />);
    expect(checked()).toEqual([true, true, true]);
    expect(liveTotal()).toBe('3 candidates selected · $4.00 per candidate Total $12.00');

    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(checked()).toEqual([false, false, false]);
    expect(liveTotal()).toBe('No candidates selected · $4.00 per candidate Total $0.00');

    // The default minimum is 60%: 94, 81 and 64 qualify.
    await user.click(screen.getByRole('button', { name: 'Select 60% or more' }));
    expect(checked()).toEqual([true, true, true]);
    expect(liveTotal()).toContain('3 candidates selected');
    expect(liveTotal()).toContain('Total $12.00');

    await user.click(screen.getByRole('combobox', { name: 'Minimum match' }));
    await user.click(await screen.findByRole('option', { name: '90%' }));
    await user.click(screen.getByRole('button', { name: 'Select 90% or more' }));
    expect(checked()).toEqual([true, false, false]);
    expect(liveTotal()).toContain('Total $4.00');

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(checked()).toEqual([true, true, true]);
    expect(liveTotal()).toContain('Total $12.00');
    // react-select's menu under userEvent takes seconds on a busy 2-core machine.
  }, 15_000);

  it("formats the total in the price's currency (minor units) for the interface language", () => {
    renderWithProviders(<Step currency="jpy" />);
    expect(liveTotal()).toBe('3 candidates selected · ¥400 per candidate Total ¥1,200');
  });

  it('reads the total in Spanish', () => {
    renderWithProviders(<Step />, 'es');
    expect(liveTotal()).toBe('3 candidatos seleccionados · $4.00 por candidato Total $12.00');
    expect(screen.getByRole('button', { name: 'Seleccionar 60% o más' })).toBeInTheDocument();
  });
});
