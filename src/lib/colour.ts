/** sRGB colours as `#rrggbb`, and the WCAG 2 contrast ratio between two of them. */
export type Rgb = readonly [r: number, g: number, b: number];

export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

export function parseHexColour(hex: string): Rgb | null {
  if (!HEX_COLOUR.test(hex)) return null;
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** WCAG 2 relative luminance of an sRGB colour (channels 0–255). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
