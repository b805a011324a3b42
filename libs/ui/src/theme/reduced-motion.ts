import { useMediaQuery } from './media-query';

// A visitor whose system asks for less motion (WCAG 2.3.3): antd then opens dialogs, menus and toasts
// and turns its buttons at once (the theme's `motion` token, shell/src/Root.tsx).
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
