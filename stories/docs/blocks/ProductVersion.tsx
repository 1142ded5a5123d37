/**
 * The product's version (package.json `version`) and a link to the changelog, for the
 * Introduction and the Changelog pages (issue #32 point 3).
 */
import { AnchorMdx } from '@storybook/addon-docs/blocks';
import { version } from '../../../package.json';

/** "Version 0.1.0 · Changelog". */
export function ProductVersion() {
  return (
    <p>
      <strong>Version {version}</strong> ·{' '}
      <AnchorMdx target="_self" href="?path=/docs/docs-changelog--docs">
        Changelog
      </AnchorMdx>
    </p>
  );
}
