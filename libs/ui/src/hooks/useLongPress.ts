import { useEffect, useMemo, useRef } from 'react';
import { createLongPress, LONG_PRESS_MS } from './long-press';

// Touch handlers for an element: a press held LONG_PRESS_MS calls onLongPress; moving or lifting cancels.
export function useLongPress(onLongPress: () => void, delayMs: number = LONG_PRESS_MS) {
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);
  const tracker = useMemo(() => createLongPress(() => callback.current(), delayMs), [delayMs]);
  useEffect(() => tracker.cancel, [tracker]);
  return { onTouchStart: tracker.start, onTouchEnd: tracker.cancel, onTouchMove: tracker.cancel, onTouchCancel: tracker.cancel };
}
