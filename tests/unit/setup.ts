import '@testing-library/jest-dom';
import { loadCatalog } from '../../src/i18n/catalogs';

// Spanish is its own chunk in the app; tests render it at once.
beforeAll(() => loadCatalog('es'));
