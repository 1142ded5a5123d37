/**
 * The favicon with the unread count (issue #21 point 3), as pure functions: what the badge
 * says, and the icon's data URL with the badge drawn on it.
 *
 * The app's icon (index.html) is an inline SVG, so the badge is drawn in SVG too, into a copy
 * of that icon: no canvas and no image decoding, the same result in every browser and in jsdom.
 */

/** The most the badge counts; above it says `9+`. */
const MAX_SHOWN = 9;

/**
 * What the favicon's badge says for `count` unread chats: `null` (no badge) for 0 or anything
 * not a positive number, `'1'`…`'9'`, then `'9+'`. The favicon is redrawn only when this
 * changes.
 */
export function faviconBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(Math.floor(count));
}

const SVG_PREFIX = 'data:image/svg+xml,';
const SVG_BASE64_PREFIX = 'data:image/svg+xml;base64,';

/** The SVG markup of an SVG data URL, or `null` when `href` is not one (or is malformed). */
function svgOf(href: string): string | null {
  try {
    if (href.startsWith(SVG_PREFIX)) return decodeURIComponent(href.slice(SVG_PREFIX.length));
    if (href.startsWith(SVG_BASE64_PREFIX)) return atob(href.slice(SVG_BASE64_PREFIX.length));
  } catch {
    /* malformed: drawn over as an image below */
  }
  return null;
}

/** Escapes text for an XML attribute or text node. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The badge: a red disc with a white ring and the white label, at the top right of a
 * `size`-wide square whose top left is (`x`, `y`) (the icon's viewBox).
 */
function badgeMarkup(label: string, x: number, y: number, size: number): string {
  const unit = size / 32;
  const r = 10 * unit;
  const cx = x + size - r - unit;
  const cy = y + r + unit;
  const fontSize = (label.length > 1 ? 11 : 14) * unit;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#dc2626" stroke="#fff" stroke-width="${2 * unit}"/>` +
    `<text x="${cx}" y="${cy}" fill="#fff" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">` +
    `${escapeXml(label)}</text>`
  );
}

/** The viewBox (x, y, size) of an SVG's root element; 0 0 32 without a usable one. */
function viewBoxOf(svg: string): { x: number; y: number; size: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const values = /viewBox=["']([^"']+)["']/i
    .exec(root)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!values || values.length !== 4 || values.some((v) => !Number.isFinite(v)))
    return { x: 0, y: 0, size: 32 };
  const [x = 0, y = 0, width = 32, height = 32] = values;
  return { x, y, size: Math.min(width, height) };
}

/**
 * The favicon `original` (the `href` of `<link rel="icon">`) with a count badge saying `label`,
 * as an SVG data URL. An SVG data URL gets the badge drawn into it (in its own viewBox); any
 * other icon is drawn as an image under the badge in a 32 × 32 SVG.
 */
export function badgedFaviconHref(original: string, label: string): string {
  const svg = svgOf(original);
  const close = svg?.lastIndexOf('</svg>') ?? -1;
  let markup: string;
  if (svg && close >= 0) {
    const { x, y, size } = viewBoxOf(svg);
    markup = svg.slice(0, close) + badgeMarkup(label, x, y, size) + svg.slice(close);
  } else {
    markup =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
      `<image href="${escapeXml(original)}" width="32" height="32"/>` +
      `${badgeMarkup(label, 0, 0, 32)}</svg>`;
  }
  return SVG_PREFIX + encodeURIComponent(markup);
}
