import '@testing-library/jest-dom';
import { loadCatalog, loadScreenMessages } from '../../src/i18n/catalogs';

// Spanish and the English screens' messages are their own chunks in the app (loaded with a
// screen); tests render every message at once.
beforeAll(() => Promise.all([loadCatalog('es'), loadScreenMessages()]));
