import type { Db } from '../../mocks';

/**
 * Stress texts for the long-name stories (issue #32 point 4): what real data can hold, so that
 * a designer sees where a phone cuts or wraps. A job opening name of the contract's full 120
 * characters (`JobOpening.name` maxLength), a candidate with two given names and two family
 * names, and a headline of a whole sentence.
 */
export const LONG_TEXTS = {
  openingName:
    'Bilingual Customer Service Representative (English/Spanish) for Inbound Calls, Evening and Weekend Shifts, Houston North',
  firstName: 'María Guadalupe Alejandra',
  lastName: 'Hernández-Villaseñor de la Fuente',
  headline:
    'Bilingual forklift operator and shift lead with 12 years in cold-storage warehouses, inventory control, shipping and receiving',
} as const;

/**
 * Gives the candidates with these uuids the long name and headline of {@link LONG_TEXTS} for
 * one story (the candidates are the simulated API's shared fixtures: the returned function puts
 * them back, for the story's `beforeEach` to return as its cleanup).
 */
export function lengthenCandidates(db: Db, uuids: readonly string[]): () => void {
  const restores: (() => void)[] = [];
  for (const uuid of uuids) {
    const candidate = db.candidateByUuid(uuid);
    if (!candidate) throw new Error(`no candidate ${uuid}`);
    const saved = { ...candidate };
    Object.assign(candidate, {
      first_name: LONG_TEXTS.firstName,
      last_name: LONG_TEXTS.lastName,
      full_name: `${LONG_TEXTS.firstName} ${LONG_TEXTS.lastName}`,
      masked_name: `${LONG_TEXTS.firstName} ${LONG_TEXTS.lastName.charAt(0)}.`,
      headline: LONG_TEXTS.headline,
    });
    restores.push(() => Object.assign(candidate, saved));
  }
  return () => {
    for (const restore of restores) restore();
  };
}

/**
 * Fails when the page is wider than its window (something long pushed it sideways): the
 * long-name stories' check that every text wraps or is cut inside its box.
 */
export function assertNoSidewaysScroll(canvasElement: HTMLElement): void {
  const page = canvasElement.ownerDocument.documentElement;
  if (page.scrollWidth > page.clientWidth) {
    throw new Error(`the page scrolls sideways: ${page.scrollWidth} px in ${page.clientWidth} px`);
  }
}
