import { createRng, rngFor } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('keeps streams apart', () => {
    expect(rngFor(1, 'teachers').next()).not.toBe(rngFor(1, 'students').next());
    expect(rngFor(1, 'teachers').next()).not.toBe(rngFor(2, 'teachers').next());
  });

  it('stays within bounds', () => {
    const r = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
    }
    expect(r.sample([1, 2, 3, 4], 2)).toHaveLength(2);
    expect(() => r.pick([])).toThrow();
  });
});
