import { theme, type ConfigProviderProps } from 'antd';
import { APP_THEME, appConfigFor } from './app-theme';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const digits = hex[1].length === 3 ? hex[1].replace(/./g, (c) => c + c) : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgb) throw new Error(`not a colour: ${color}`);
  const [r, g, b, a = 1] = rgb[1].split(',').map(Number);
  return [r, g, b, a];
}

// what the eye sees: a translucent colour over what is behind it
const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];

// WCAG 2.2 relative luminance and contrast ratio
const luminance = ([r, g, b]: Rgba) => {
  const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const WHITE = parse('#ffffff');
function contrast(text: string, background: string): number {
  const behind = over(parse(background), WHITE);
  const [a, b] = [luminance(over(parse(text), behind)), luminance(behind)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

describe('the app theme (WCAG 2.2 AA text contrast)', () => {
  const token = theme.getDesignToken(APP_THEME);

  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('rgba(0, 0, 0, 0.25)', '#ffffff')).toBeCloseTo(1.83, 2);
  });

  it('gives every text colour 4.5:1 on the backgrounds antd puts it on', () => {
    const greys = [
      token.colorText,
      token.colorTextSecondary,
      token.colorTextTertiary,
      token.colorTextDescription,
      token.colorTextQuaternary,
      token.colorTextPlaceholder,
      token.colorTextDisabled,
      token.colorTextLabel,
    ];
    const pale = [token.colorBgContainer, token.colorBgLayout, token.colorFillAlter, token.colorBgContainerDisabled];
    const blues = [
      token.colorPrimary,
      token.colorPrimaryText,
      token.colorPrimaryTextHover,
      token.colorPrimaryTextActive,
      token.colorLink,
      token.colorLinkHover,
      token.colorLinkActive,
      token.colorInfoText,
    ];
    const reds = [token.colorError, token.colorErrorText, token.colorErrorTextHover, token.colorErrorTextActive];
    const pairs: [string, string, string[], string[]][] = [
      ['grey texts', 'pale backgrounds', greys, pale],
      ['grey texts', 'a selected item', greys, [token.controlItemBgActive]],
      ['links and primary texts', 'white and a selected item', blues, [token.colorBgContainer, token.controlItemBgActive]],
      [
        'white',
        'primary buttons',
        [token.colorTextLightSolid],
        [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive],
      ],
      ['white', 'danger buttons', [token.colorTextLightSolid], [token.colorError, token.colorErrorHover, token.colorErrorActive]],
      ['error texts', 'white and error backgrounds', reds, [token.colorBgContainer, token.colorErrorBg]],
      [
        'success texts',
        'white and success backgrounds',
        [token.colorSuccessText, token.colorSuccessTextHover, token.colorSuccessTextActive],
        [token.colorBgContainer, token.colorSuccessBg],
      ],
      [
        'warning texts',
        'white and warning backgrounds',
        [token.colorWarningText, token.colorWarningTextHover, token.colorWarningTextActive],
        [token.colorBgContainer, token.colorWarningBg],
      ],
    ];
    const failing = pairs.flatMap(([what, on, texts, backgrounds]) =>
      texts.flatMap((text) =>
        backgrounds
          .map((background) => ({ text, background, ratio: contrast(text, background) }))
          .filter((p) => p.ratio < 4.5)
          .map((p) => `${what} on ${on}: ${p.text} on ${p.background} is ${p.ratio.toFixed(2)}:1`),
      ),
    );
    expect(failing).toEqual([]);
  });
});

describe('the app configuration for a visitor who asks for less motion', () => {
  it.each([false, true])('turns off the token motions and the click wave (phone: %s), and keeps both for others', (phone) => {
    const still: ConfigProviderProps = appConfigFor({ phone, reducedMotion: true });
    expect([still.theme?.token?.motion, still.wave?.disabled]).toEqual([false, true]);
    const moving: ConfigProviderProps = appConfigFor({ phone, reducedMotion: false });
    expect([moving.theme?.token?.motion, moving.wave?.disabled]).toEqual([undefined, undefined]);
  });
});
