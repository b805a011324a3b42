// SPEC §9: a touch held 600 ms is a long press. Kept free of React so it is tested with fake timers.
export const LONG_PRESS_MS = 600;

export type LongPressTracker = { start: () => void; cancel: () => void };

export function createLongPress(onLongPress: () => void, delayMs: number = LONG_PRESS_MS): LongPressTracker {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    start: () => {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        onLongPress();
      }, delayMs);
    },
    cancel,
  };
}
