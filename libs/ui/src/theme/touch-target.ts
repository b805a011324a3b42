import type { CSSProperties } from 'react';
import { useMediaQuery } from './media-query';

// SPEC §9 on a phone: every link and button a finger uses is a touch target of at least 44 × 44 px,
// its content centred in it. The one style of them all (buttons, links, a password's eye).
export const TOUCH_TARGET = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
} as const satisfies CSSProperties;

// Narrower than antd's md breakpoint (768 px): the phone's layout and theme (shell/src/Root.tsx), and
// the touch targets a desktop screen takes only there. Right from the first render (issue 26), and
// without antd's Grid.
const PHONE_QUERY = '(max-width: 767.98px)';
export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY);
