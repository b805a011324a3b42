import { createLongPress, LONG_PRESS_MS } from './long-press';

describe('long press (SPEC §9: 600 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires after 600 ms held, not before, and not when released early', () => {
    expect(LONG_PRESS_MS).toBe(600);
    const fired = jest.fn();
    const press = createLongPress(fired);
    press.start();
    jest.advanceTimersByTime(599);
    expect(fired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    press.start();
    jest.advanceTimersByTime(300);
    press.cancel();
    jest.advanceTimersByTime(1000);
    expect(fired).toHaveBeenCalledTimes(1);
  });
});
