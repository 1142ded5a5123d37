import { renderHook } from '@testing-library/react';
import {
  badgedFaviconHref,
  faviconBadgeLabel,
} from '../../../src/features/notifications/faviconBadge';
import { useFaviconBadge } from '../../../src/features/notifications/FaviconBadge';

/** The app's icon as index.html has it (an inline SVG, viewBox 0 0 32 32). */
const APP_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%233730a3'/%3E%3Cpath d='M11 9v14M21 9v14M11 16h10' stroke='%23fff' stroke-width='3.5' stroke-linecap='round'/%3E%3C/svg%3E";

const svgOf = (href: string) => decodeURIComponent(href.slice('data:image/svg+xml,'.length));

describe('faviconBadgeLabel', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%d → %s', (count, label) => {
    expect(faviconBadgeLabel(count)).toBe(label);
  });
});

describe('badgedFaviconHref', () => {
  it('draws the badge into the app icon, before its closing tag, in its viewBox', () => {
    const svg = svgOf(badgedFaviconHref(APP_ICON, '3'));
    expect(svg.startsWith(svgOf(APP_ICON).replace('</svg>', ''))).toBe(true);
    expect(svg).toMatch(
      /<circle cx="21" cy="11" r="10" fill="#dc2626"[^>]*\/><text [^>]*>3<\/text><\/svg>$/,
    );
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.querySelector('text')?.textContent).toBe('3');
  });

  it('scales the badge to another viewBox, and draws a non-SVG icon as an image under it', () => {
    const big = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"></svg>')}`;
    expect(svgOf(badgedFaviconHref(big, '9+'))).toContain('<circle cx="42" cy="22" r="20"');
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = svgOf(badgedFaviconHref(png, '2'));
    expect(svg).toContain(`<image href="${png}" width="32" height="32"/>`);
    expect(
      new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror'),
    ).toBeNull();
  });
});

describe('useFaviconBadge', () => {
  let link: HTMLLinkElement;
  beforeEach(() => {
    link = document.createElement('link');
    link.rel = 'icon';
    link.setAttribute('href', APP_ICON);
    document.head.append(link);
  });
  afterEach(() => link.remove());

  it('shows the count while above 0, redraws only when the label changes, restores the icon at 0 and on unmount', () => {
    const setAttribute = jest.spyOn(link, 'setAttribute');
    const { rerender, unmount } = renderHook(({ count }) => useFaviconBadge(count), {
      initialProps: { count: 0 },
    });
    expect(link.getAttribute('href')).toBe(APP_ICON);
    expect(setAttribute).not.toHaveBeenCalled();

    rerender({ count: 2 });
    expect(link.getAttribute('href')).toBe(badgedFaviconHref(APP_ICON, '2'));
    rerender({ count: 12 });
    expect(link.getAttribute('href')).toBe(badgedFaviconHref(APP_ICON, '9+'));
    setAttribute.mockClear();
    rerender({ count: 13 });
    expect(setAttribute).not.toHaveBeenCalled();

    rerender({ count: 0 });
    expect(link.getAttribute('href')).toBe(APP_ICON);
    rerender({ count: 1 });
    expect(link.getAttribute('href')).toBe(badgedFaviconHref(APP_ICON, '1'));
    unmount();
    expect(link.getAttribute('href')).toBe(APP_ICON);
  });

  it('does nothing without an icon link', () => {
    link.remove();
    const { rerender } = renderHook(({ count }) => useFaviconBadge(count), {
      initialProps: { count: 3 },
    });
    rerender({ count: 4 });
    expect(document.querySelector('link[rel~="icon"]')).toBeNull();
  });
});
