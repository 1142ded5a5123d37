/**
 * The contract types (`src/api/types`, generated from `src/api/openapi.yaml`): the only
 * thing mocks/ take from src/ (DESIGN.md layering), re-exported here so that exactly one
 * file crosses the boundary.
 *
 * The eslint-disable below works around eslint.config.js: its pattern
 * `['**\/src/**', '!**\/src/api/types']` cannot re-include src/api/types (gitignore
 * semantics: a file cannot be re-included when a parent directory is excluded), so the rule
 * currently rejects even the allowed import.
 */
// eslint-disable-next-line no-restricted-imports -- the one allowed, type-only import of src/
export type * from '../src/api/types';
