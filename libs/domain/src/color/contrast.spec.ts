import { brightness, parseHexColor, textColorFor } from './contrast';

describe('text colour by contrast', () => {
  it('weighs the channels 299/587/114', () => {
    expect(brightness([255, 0, 0])).toBeCloseTo(76.245);
    expect(brightness([0, 255, 0])).toBeCloseTo(149.685);
    expect(brightness([0, 0, 255])).toBeCloseTo(29.07);
    expect(brightness('#ffffff')).toBe(255);
  });

  it('uses white at exactly 125 and black just above', () => {
    expect(brightness([125, 125, 125])).toBe(125);
    expect(textColorFor([125, 125, 125])).toBe('white');
    expect(textColorFor([126, 126, 126])).toBe('black');
    expect(textColorFor('#7d7d7d')).toBe('white');
    expect(textColorFor('#7e7e7e')).toBe('black');
  });

  it('picks black on light and white on dark colours', () => {
    expect(textColorFor('#ffff00')).toBe('black');
    expect(textColorFor('#00ff00')).toBe('black');
    expect(textColorFor('#ff0000')).toBe('white');
    expect(textColorFor('#0000ff')).toBe('white');
    expect(textColorFor('#000')).toBe('white');
    expect(textColorFor('#fff')).toBe('black');
  });

  it('parses #RGB, #RRGGBB and #RRGGBBAA, and refuses the rest', () => {
    expect(parseHexColor('#abc')).toEqual([170, 187, 204]);
    expect(parseHexColor('a0b1c2')).toEqual([160, 177, 194]);
    expect(parseHexColor('#a0b1c2ff')).toEqual([160, 177, 194]);
    expect(() => parseHexColor('#abcd')).toThrow();
    expect(() => textColorFor([300, 0, 0])).toThrow();
  });
});
