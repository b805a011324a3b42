import { useSyncExternalStore } from 'react';

// A visitor whose system asks for less motion (WCAG 2.3.3): antd then opens dialogs, menus and toasts
// and turns its buttons at once (the theme's `motion` token, shell/src/Root.tsx).
const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (changed: () => void) => {
  const list = matchMedia(QUERY);
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
};

export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    () => false,
  );
