/**
 * The contract types (`src/contract/types`, generated from `src/contract/openapi.yaml`),
 * re-exported for mocks/: with src/domain, the only thing mocks/ take from src/ (DESIGN.md
 * "Layers"; .dependency-cruiser.cjs, rule `mocks-know-the-contract-only`, enforces it).
 */
export type * from '../src/contract/types';
