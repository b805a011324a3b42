import { useEffect, useRef, useState } from 'react';

type Place = { open: string[]; scrollY: number };

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
    // Once the sections it opens have laid out: the page may grow over a few frames (folded sections
    // render their content, fonts arrive), and a scroll beyond its height would stop short. Until
    // then, scrolls are not taken as the user's (they would overwrite the kept place).
    const until = performance.now() + 3000;
    let frame = 0;
    const attempt = () => {
      if (document.documentElement.scrollHeight - window.innerHeight >= y || performance.now() > until) {
        window.scrollTo(0, y);
        restored.current = true;
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
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
