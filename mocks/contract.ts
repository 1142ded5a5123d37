/**
 * The contract types (`src/api/types`, generated from `src/api/openapi.yaml`): the only
 * thing mocks/ take from src/ (DESIGN.md layering), re-exported here so that exactly one
 * file crosses the boundary.
 * eslint.config.js enforces it.
 */
export type * from '../src/api/types';
