import { useSyncExternalStore } from 'react';

// Whether a CSS media query matches, already in a component's first render and again whenever it
// changes (antd's Grid.useBreakpoint knows only after its first commit, so a phone rendered everything
// twice: issue 26). Never matched in the build's painting, which has no window.
const subscribers = new Map<string, (changed: () => void) => () => void>();

const subscriberOf = (query: string) => {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (changed) => {
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
};

export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    subscriberOf(query),
    () => matchMedia(query).matches,
    () => false,
  );
