// Black or white text on a coloured background (SPEC §9): perceived brightness
// (299R + 587G + 114B) / 1000 against the threshold 125. Exactly 125 is still "dark" and
// gets white text: black text needs a background brighter than the threshold.
export const CONTRAST_THRESHOLD = 125;
export const BRIGHTNESS_WEIGHTS = { r: 299, g: 587, b: 114 } as const;

export type Rgb = readonly [r: number, g: number, b: number];
export type TextColor = 'black' | 'white';

export function parseHexColor(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m) throw new Error(`Invalid hex colour: '${hex}'`);
  const digits = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1].slice(0, 6);
  return [parseInt(digits.slice(0, 2), 16), parseInt(digits.slice(2, 4), 16), parseInt(digits.slice(4, 6), 16)];
}

function toRgb(color: string | Rgb): Rgb {
  const rgb = typeof color === 'string' ? parseHexColor(color) : color;
  if (rgb.length !== 3 || !rgb.every((c) => Number.isFinite(c) && c >= 0 && c <= 255)) {
    throw new Error(`Invalid RGB colour: [${rgb.join(', ')}]`);
  }
  return rgb;
}

export function brightness(color: string | Rgb): number {
  const [r, g, b] = toRgb(color);
  return (BRIGHTNESS_WEIGHTS.r * r + BRIGHTNESS_WEIGHTS.g * g + BRIGHTNESS_WEIGHTS.b * b) / 1000;
}

export function textColorFor(background: string | Rgb): TextColor {
  return brightness(background) > CONTRAST_THRESHOLD ? 'black' : 'white';
}

export const TEXT_COLOR_HEX: Record<TextColor, string> = { black: '#000000', white: '#ffffff' };
