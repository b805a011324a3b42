// Colour values of the colour picker (SPEC §5). Hex formats are strings; the functional formats
// accept an array of numbers or the CSS text ('rgb(1, 2, 3)', 'hsl(120, 50%, 50%)').
export const COLOR_FORMATS = ['hex', 'hexa', 'rgb', 'rgba', 'hsl', 'hsla'] as const;
export type ColorFormat = (typeof COLOR_FORMATS)[number];

export const COLOR_ERRORS = ['invalidFormat', 'invalidArray', 'invalidRange', 'invalidType', 'notInitialized'] as const;
export type ColorError = (typeof COLOR_ERRORS)[number];

export type ColorCheck = { valid: true; channels: number[] } | { valid: false; error: ColorError };

type Range = readonly [min: number, max: number];
const BYTE: Range = [0, 255];
const ALPHA: Range = [0, 1];
const HUE: Range = [0, 360];
const PERCENT: Range = [0, 100];

const CHANNEL_RANGES: Record<Exclude<ColorFormat, 'hex' | 'hexa'>, readonly Range[]> = {
  rgb: [BYTE, BYTE, BYTE],
  rgba: [BYTE, BYTE, BYTE, ALPHA],
  hsl: [HUE, PERCENT, PERCENT],
  hsla: [HUE, PERCENT, PERCENT, ALPHA],
};

const HEX_RE = /^#([0-9a-f]{6})$/i;
const HEXA_RE = /^#([0-9a-f]{8})$/i;

const invalid = (error: ColorError): ColorCheck => ({ valid: false, error });

function checkHex(value: unknown, re: RegExp): ColorCheck {
  if (value === null || value === undefined || value === '') return invalid('notInitialized');
  if (typeof value !== 'string') return invalid('invalidType');
  const m = re.exec(value.trim());
  if (!m) return invalid('invalidFormat');
  const channels = m[1].match(/../g)?.map((h) => parseInt(h, 16)) ?? [];
  // The alpha byte of #RRGGBBAA reads as 0-1 like the other alpha channels.
  if (channels.length === 4) channels[3] = Math.round((channels[3] / 255) * 1000) / 1000;
  return { valid: true, channels };
}

const NUMBER = String.raw`\s*([+-]?(?:\d+\.?\d*|\.\d+))(%?)\s*`;

// 'rgb(…)' for rgb, 'rgba(…)' for rgba and so on; percent signs are allowed only where CSS puts them.
function parseFunctional(format: keyof typeof CHANNEL_RANGES, text: string): number[] | null {
  const count = CHANNEL_RANGES[format].length;
  const re = new RegExp(`^${format}\\(${Array.from({ length: count }, () => NUMBER).join(',')}\\)$`, 'i');
  const m = re.exec(text.trim());
  if (!m) return null;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const percent = m[2 + i * 2] === '%';
    const isHslPercent = format.startsWith('hsl') && (i === 1 || i === 2);
    if (percent !== isHslPercent) return null;
    out.push(Number(m[1 + i * 2]));
  }
  return out;
}

function checkChannels(format: keyof typeof CHANNEL_RANGES, value: unknown): ColorCheck {
  if (value === null || value === undefined || value === '') return invalid('notInitialized');
  let channels: unknown[];
  if (typeof value === 'string') {
    const parsed = parseFunctional(format, value);
    if (!parsed) return invalid('invalidFormat');
    channels = parsed;
  } else if (Array.isArray(value)) {
    channels = value;
  } else {
    return invalid('invalidType');
  }
  const ranges = CHANNEL_RANGES[format];
  if (channels.length !== ranges.length) return invalid('invalidArray');
  if (!channels.every((c) => typeof c === 'number' && Number.isFinite(c))) return invalid('invalidType');
  const numbers = channels as number[];
  if (!numbers.every((c, i) => c >= ranges[i][0] && c <= ranges[i][1])) return invalid('invalidRange');
  return { valid: true, channels: numbers };
}

export function checkColor(format: ColorFormat, value: unknown): ColorCheck {
  switch (format) {
    case 'hex':
      return checkHex(value, HEX_RE);
    case 'hexa':
      return checkHex(value, HEXA_RE);
    default:
      return checkChannels(format, value);
  }
}

export function isValidColor(format: ColorFormat, value: unknown): boolean {
  return checkColor(format, value).valid;
}

// i18n key for a colour error, e.g. 'color.invalidRange'.
export function colorErrorKey(error: ColorError): string {
  return `color.${error}`;
}
