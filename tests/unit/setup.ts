import '@testing-library/jest-dom';
import { loadCatalog } from '../../src/i18n/catalogs';

// Spanish is its own chunk in the app (loaded when chosen); tests have it at once. English
// needs no loading (each descriptor's defaultMessage).
beforeAll(() => loadCatalog('es'));
