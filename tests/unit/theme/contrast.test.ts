/** WCAG 2.2 AA contrast of every colour pair the components draw, in both themes. */
import { getContrast } from 'polished';
import { CONTRAST_PAIRS } from '../../../src/theme/contrastPairs';
import { themes } from '../../../src/theme/themes';

describe.each(Object.values(themes))('the $mode theme', (theme) => {
  it.each(CONTRAST_PAIRS)(
    '$foreground on $background ($use) meets $minimum:1',
    ({ foreground, background, minimum }) => {
      const ratio = getContrast(theme.colors[foreground], theme.colors[background]);
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    },
  );
});
