/** Bundled UI font (Inter, latin subsets) so every machine renders the same glyphs. */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
