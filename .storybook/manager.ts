/**
 * The Storybook UI (manager): a status badge after each component's name in the sidebar, from
 * its story file's `stable` / `beta` tag (the same tag the component's docs page shows).
 */
import { createElement, Fragment } from 'react';
import { addons } from 'storybook/manager-api';

const BADGES: Record<string, { text: string; background: string; color: string }> = {
  stable: { text: 'stable', background: '#dcfce7', color: '#14532d' },
  beta: { text: 'beta', background: '#fef3c7', color: '#78350f' },
};

addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      if (item.type !== 'component') return item.name;
      const status = Object.keys(BADGES).find((tag) => item.tags?.includes(tag));
      if (!status) return item.name;
      const badge = BADGES[status];
      return createElement(
        Fragment,
        null,
        item.name,
        ' ',
        createElement(
          'span',
          {
            title: `Status: ${badge.text}`,
            style: {
              marginLeft: 4,
              padding: '0 6px',
              borderRadius: 999,
              fontSize: 10,
              fontWeight: 700,
              lineHeight: '16px',
              background: badge.background,
              color: badge.color,
            },
          },
          badge.text,
        ),
      );
    },
  },
});
