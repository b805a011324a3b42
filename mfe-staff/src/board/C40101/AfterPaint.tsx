import { useEffect, useState, type ReactNode } from 'react';

// A page in the background draws no frame: its children come after this long at the latest.
const UNSEEN_MS = 100;

// Draws its children in a task of their own after the browser has painted what the render that mounted
// it drew: the board's grid and lesson panel (hundreds of cells) come after the day's lines above them,
// which are painted first (the phone's largest contentful paint, docs/benchmarks.md), instead of in one
// long task with them. Not a transition: one that other updates interrupt starts its render again.
// fallback: what holds their place until then (their size, so nothing moves).
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    let timer = setTimeout(show, UNSEEN_MS);
    // a timer set in the frame's callback runs after that frame's paint
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(show);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : fallback;
}
