/**
 * Colour contrast by WCAG 2.2's definitions (relative luminance, contrast ratio), used to pick
 * which shade of a brand's scale the portal uses for text and filled buttons: the brand's hue
 * stays, and body-size text on it or beside it keeps the 4.5:1 ratio (WCAG 1.4.3, AA).
 */
import type { ColourScale } from './brands';

/** WCAG 1.4.3: text below 18pt (24 px) regular needs at least this ratio to its background. */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The index of the lightest shade, from `from` (the usual primary shade) on, that reads at 4.5:1
 * against white both as link text and under white button text; the darkest shade when none does.
 */
export function accessibleShade(scale: ColourScale, from = 6): number {
  for (let i = from; i < scale.length; i++) {
    if (contrastRatio(scale[i] as string, '#ffffff') >= MIN_TEXT_CONTRAST) return i;
  }
  return scale.length - 1;
}

function toHex(channels: readonly number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` mixed toward black by `amount` (0 none … 1 black). */
export function darken(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return toHex(match.slice(1).map((part) => parseInt(part, 16) * (1 - amount)));
}

/**
 * A colour of the scale's hue that reads at `minimum` (4.5:1 for text) on `background`: the
 * lightest of shades 6 to 9 that does, else shade 9 darkened step by step until it does.
 */
export function readableColour(
  scale: readonly string[],
  background: string,
  minimum = MIN_TEXT_CONTRAST,
): string {
  for (let i = 6; i < scale.length; i++) {
    if (contrastRatio(scale[i] as string, background) >= minimum) return scale[i] as string;
  }
  const darkest = scale[scale.length - 1] as string;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const candidate = darken(darkest, amount);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return '#000000';
}
