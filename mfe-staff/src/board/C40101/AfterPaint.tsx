import { startTransition, useEffect, useState, type ReactNode } from 'react';

// Draws its children one render after it mounts, in a transition: the board's grid and lesson panel
// (hundreds of cells) come after the day's lines above them, which are then painted first (the
// phone's largest contentful paint, docs/benchmarks.md), and React yields to the browser while it
// renders them instead of making one long task of the whole board.
export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
