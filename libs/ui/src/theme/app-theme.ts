// the icons antd's password field shows, from the same modules antd imports them from
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { theme, type ConfigProviderProps } from 'antd';
import { createElement } from 'react';
import { precomputedAlgorithm } from './precomputed-algorithm';
import { TOUCH_TARGET } from './touch-target';

// The one antd configuration of the shell and every portal (shell/src/Root.tsx), made for WCAG 2.2 AA:
// every text colour reads at 4.5:1 at least on the white and light grey backgrounds antd puts it on,
// hovered and pressed states included (app-theme.spec.ts checks each pair). antd's defaults do not:
// its blue is 4.1:1 under white text, its red 3.3:1, its placeholders, hints and disabled texts 1.8–3.4:1.
const BLUE = { base: '#0958d9', hover: '#003eb3', active: '#002c8c' };
const RED = { base: '#cf1322', hover: '#a8071a', active: '#820014' };
const GREEN = { base: '#237804', hover: '#135200', active: '#092b00' };
const GOLD = { base: '#ad4e00', hover: '#873800', active: '#612500' };
// black over the background, as antd's greys are; 0.56 still reads at 4.5:1 on #f5f5f5
const SECONDARY = 'rgba(0, 0, 0, 0.6)';
const FAINT = 'rgba(0, 0, 0, 0.56)';

export const APP_THEME = {
  // antd's default algorithm, its results for these seeds computed at build time
  algorithm: precomputedAlgorithm,
  token: {
    colorPrimary: BLUE.base,
    colorPrimaryHover: BLUE.hover,
    colorPrimaryActive: BLUE.active,
    colorPrimaryText: BLUE.base,
    colorPrimaryTextHover: BLUE.hover,
    colorPrimaryTextActive: BLUE.active,
    colorInfo: BLUE.base,
    colorInfoText: BLUE.base,
    colorInfoTextHover: BLUE.hover,
    colorInfoTextActive: BLUE.active,
    colorLink: BLUE.base,
    colorLinkHover: BLUE.hover,
    colorLinkActive: BLUE.active,
    colorError: RED.base,
    colorErrorHover: RED.hover,
    colorErrorActive: RED.active,
    colorErrorText: RED.base,
    colorErrorTextHover: RED.hover,
    colorErrorTextActive: RED.active,
    colorSuccessText: GREEN.base,
    colorSuccessTextHover: GREEN.hover,
    colorSuccessTextActive: GREEN.active,
    colorWarningText: GOLD.base,
    colorWarningTextHover: GOLD.hover,
    colorWarningTextActive: GOLD.active,
    colorTextTertiary: SECONDARY,
    colorTextDescription: SECONDARY,
    colorTextQuaternary: FAINT,
    colorTextPlaceholder: FAINT,
    // a disabled field's value is still read (a pagination while a page loads, a field locked by another)
    colorTextDisabled: FAINT,
  },
} satisfies ConfigProviderProps['theme'];

// On a phone (narrower than antd's md breakpoint, 768 px) every control is a 44 × 44 px touch target
// (issue 25, SPEC §9): buttons, inputs, pickers and pagination items take their height from these
// tokens (a dialog's corner × too), and an icon-only button is as wide as high. Wider screens keep antd's denser sizes.
export const PHONE_THEME = {
  ...APP_THEME,
  token: { ...APP_THEME.token, controlHeightSM: 44, controlHeight: 44, controlHeightLG: 48 },
  // a page number's link sits inside the item's 1 px border
  components: { Pagination: { itemSize: 46, itemSizeSM: 46 } },
} satisfies ConfigProviderProps['theme'];

// The seed tokens antd's algorithm derives the rest from (its defaults, then ours): the maps of these are
// written at build time (tools/build/antd-map-tokens.mjs); less motion changes none of the map but itself.
export const ANTD_SEEDS = {
  desktop: { ...theme.defaultSeed, ...APP_THEME.token },
  phone: { ...theme.defaultSeed, ...PHONE_THEME.token },
};

// WCAG 2.2 target size: a 14px icon button beside an input keeps 12px from it around its centre, the
// spacing that stands in for a 24px target (antd leaves 4px)
const ICON_BUTTON_SPACING = { marginInlineStart: 6 };

export const APP_CONFIG = {
  theme: APP_THEME,
  // an input's clear button (allowClear, e.g. the Browse page's search)
  input: { styles: { suffix: ICON_BUTTON_SPACING } },
  // the password's show/hide toggle
  inputPassword: { styles: { suffix: ICON_BUTTON_SPACING } },
  // a picker's clear button, which takes the suffix's place while the picker is focused or hovered
  // (range pickers read the datePicker settings too)
  datePicker: { styles: { suffix: ICON_BUTTON_SPACING } },
  timePicker: { styles: { suffix: ICON_BUTTON_SPACING } },
} satisfies ConfigProviderProps;

// The phone's configuration (shell/src/Root.tsx below md): the phone theme, and the password's show/hide
// toggle a 44 × 44 target (antd's eye icon centred in it). The suffix gives the field's padding back
// (11 px at a 44 px control height) so the field stays 44 px high and the toggle reaches its edge.
export const PHONE_CONFIG = {
  ...APP_CONFIG,
  theme: PHONE_THEME,
  inputPassword: {
    styles: { suffix: { ...ICON_BUTTON_SPACING, marginBlock: -11, marginInlineEnd: -11 } },
    iconRender: (visible: boolean) =>
      createElement('span', { style: TOUCH_TARGET }, createElement(visible ? EyeOutlined : EyeInvisibleOutlined)),
  },
} satisfies ConfigProviderProps;

// The same configurations without antd's motions, for a visitor who asks for less motion
// (useReducedMotion). The click wave (a shadow fading for 2 s over a clicked button) is not one of the
// token's motions: it has its own switch.
const withoutMotion = <C extends typeof APP_CONFIG>(config: C): C & { wave: { disabled: true } } => ({
  ...config,
  theme: { ...config.theme, token: { ...config.theme.token, motion: false } },
  wave: { disabled: true },
});
const CONFIGS = {
  desktop: { motion: APP_CONFIG, still: withoutMotion(APP_CONFIG) },
  phone: { motion: PHONE_CONFIG, still: withoutMotion(PHONE_CONFIG) },
};
export const appConfigFor = ({ phone, reducedMotion }: { phone: boolean; reducedMotion: boolean }) =>
  CONFIGS[phone ? 'phone' : 'desktop'][reducedMotion ? 'still' : 'motion'];
