import { checkColor, colorErrorKey, isValidColor } from './color-format';

const err = (format: Parameters<typeof checkColor>[0], value: unknown): string | null => {
  const r = checkColor(format, value);
  return r.valid ? null : r.error;
};

describe('hex and hexa', () => {
  it('hex is # plus 6 hex digits', () => {
    expect(checkColor('hex', '#1a2B3c')).toEqual({ valid: true, channels: [26, 43, 60] });
    expect(err('hex', '#1a2b3')).toBe('invalidFormat');
    expect(err('hex', '#1a2b3c4d')).toBe('invalidFormat');
    expect(err('hex', '1a2b3c')).toBe('invalidFormat');
    expect(err('hex', '#1a2b3g')).toBe('invalidFormat');
    expect(err('hex', 0x1a2b3c)).toBe('invalidType');
    expect(err('hex', undefined)).toBe('notInitialized');
    expect(err('hex', '')).toBe('notInitialized');
  });

  it('hexa is # plus 8 hex digits, alpha read as 0-1', () => {
    expect(checkColor('hexa', '#ff000080')).toEqual({ valid: true, channels: [255, 0, 0, 0.502] });
    expect(checkColor('hexa', '#000000ff')).toEqual({ valid: true, channels: [0, 0, 0, 1] });
    expect(err('hexa', '#ff0000')).toBe('invalidFormat');
  });
});

describe('rgb and rgba', () => {
  it('accepts three numbers 0-255', () => {
    expect(isValidColor('rgb', [0, 0, 0])).toBe(true);
    expect(isValidColor('rgb', [255, 255, 255])).toBe(true);
    expect(checkColor('rgb', 'rgb(10, 20, 30)')).toEqual({ valid: true, channels: [10, 20, 30] });
    expect(err('rgb', [256, 0, 0])).toBe('invalidRange');
    expect(err('rgb', [-1, 0, 0])).toBe('invalidRange');
    expect(err('rgb', [0, 0])).toBe('invalidArray');
    expect(err('rgb', [0, 0, 0, 1])).toBe('invalidArray');
    expect(err('rgb', ['0', 0, 0])).toBe('invalidType');
    expect(err('rgb', [Number.NaN, 0, 0])).toBe('invalidType');
    expect(err('rgb', { r: 0, g: 0, b: 0 })).toBe('invalidType');
    expect(err('rgb', 'rgb(1,2)')).toBe('invalidFormat');
    expect(err('rgb', 'rgba(1,2,3,1)')).toBe('invalidFormat');
    expect(err('rgb', 'rgb(300, 0, 0)')).toBe('invalidRange');
    expect(err('rgb', null)).toBe('notInitialized');
  });

  it('rgba adds an alpha 0-1', () => {
    expect(isValidColor('rgba', [1, 2, 3, 0])).toBe(true);
    expect(isValidColor('rgba', [1, 2, 3, 1])).toBe(true);
    expect(checkColor('rgba', 'rgba(1, 2, 3, .5)')).toEqual({ valid: true, channels: [1, 2, 3, 0.5] });
    expect(err('rgba', [1, 2, 3, 1.01])).toBe('invalidRange');
    expect(err('rgba', [1, 2, 3])).toBe('invalidArray');
  });
});

describe('hsl and hsla', () => {
  it('hue 0-360, saturation and lightness 0-100', () => {
    expect(isValidColor('hsl', [360, 100, 100])).toBe(true);
    expect(isValidColor('hsl', [0, 0, 0])).toBe(true);
    expect(checkColor('hsl', 'hsl(120, 50%, 25%)')).toEqual({ valid: true, channels: [120, 50, 25] });
    expect(err('hsl', [361, 50, 50])).toBe('invalidRange');
    expect(err('hsl', [0, 101, 50])).toBe('invalidRange');
    expect(err('hsl', [0, 50, 101])).toBe('invalidRange');
    expect(err('hsl', 'hsl(120, 50, 25)')).toBe('invalidFormat');
    expect(err('hsl', 'hsl(120%, 50%, 25%)')).toBe('invalidFormat');
  });

  it('hsla adds an alpha 0-1', () => {
    expect(isValidColor('hsla', [10, 20, 30, 0.3])).toBe(true);
    expect(checkColor('hsla', 'hsla(10, 20%, 30%, 1)')).toEqual({ valid: true, channels: [10, 20, 30, 1] });
    expect(err('hsla', [10, 20, 30, 2])).toBe('invalidRange');
    expect(err('hsla', [10, 20, 30])).toBe('invalidArray');
  });
});

it('maps errors to i18n keys', () => {
  expect(colorErrorKey('invalidRange')).toBe('color.invalidRange');
});
