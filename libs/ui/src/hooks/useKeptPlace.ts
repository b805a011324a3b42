import { useEffect, useRef, useState } from 'react';

type Place = { open: string[]; scrollY: number };

// a person scrolling by hand ends the restoring of the kept place
const USER_INPUT = ['wheel', 'touchstart', 'keydown'] as const;

const read = (key: string): Place | null => {
  try {
    const place = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Place | null;
    return place && Array.isArray(place.open) && typeof place.scrollY === 'number' ? place : null;
  } catch {
    return null;
  }
};

// A long page keeps the user's place for the tab's session: which of its sections are open and how
// far it was scrolled survive a reload or a return to the page (sessionStorage, one entry per key,
// e.g. per record). The scroll position comes back once the page is ready to show its content.
export function useKeptPlace(key: string, defaultOpen: readonly string[], ready: boolean) {
  const [open, setOpen] = useState<string[]>(() => read(key)?.open ?? [...defaultOpen]);
  const restored = useRef(false);
  const storageKey = useRef(key);
  storageKey.current = key;

  useEffect(() => {
    const place = read(key);
    sessionStorage.setItem(key, JSON.stringify({ open, scrollY: place?.scrollY ?? 0 }));
  }, [key, open]);

  useEffect(() => {
    if (!ready || restored.current) return;
    const y = read(key)?.scrollY ?? 0;
    // The page grows and shifts over a few frames once ready (sections render their content, fonts
    // arrive): the place is taken again until it has held for 5 frames, for at most 5 s, or until the
    // user scrolls by hand. Until then scrolls are not taken as the user's (they would overwrite the
    // kept place), and the browser's own restoration of a reloaded page stays out of the way.
    if (y === 0) {
      restored.current = true;
      return;
    }
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const until = performance.now() + 5_000;
    let frame = 0;
    let held = 0;
    const finish = () => {
      restored.current = true;
      cancelAnimationFrame(frame);
      USER_INPUT.forEach((type) => window.removeEventListener(type, finish));
    };
    const attempt = () => {
      if (document.documentElement.scrollHeight - window.innerHeight >= y) {
        if (Math.abs(window.scrollY - y) < 2) held++;
        else {
          window.scrollTo(0, y);
          held = 0;
        }
      }
      if (held >= 5) return finish();
      if (performance.now() > until) {
        window.scrollTo(0, y);
        return finish();
      }
      frame = requestAnimationFrame(attempt);
    };
    USER_INPUT.forEach((type) => window.addEventListener(type, finish, { passive: true }));
    frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      USER_INPUT.forEach((type) => window.removeEventListener(type, finish));
      history.scrollRestoration = before;
    };
  }, [ready, key]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!restored.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const place = read(storageKey.current);
        sessionStorage.setItem(
          storageKey.current,
          JSON.stringify({ open: place?.open ?? [], scrollY: Math.round(window.scrollY) }),
        );
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return { open, setOpen };
}
