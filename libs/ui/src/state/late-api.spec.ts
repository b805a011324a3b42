import { createLateApi } from './late-api';

type Shown = { destroy: () => void; update: (change: object) => void; then: (done: (ok: boolean) => void) => Promise<void> };
type Api = { show: (text: string) => Shown; clear: () => void };

// the real API: records its calls, answers with a dialog-like result
function realApi() {
  const calls: unknown[][] = [];
  const shown: { text: string; destroyed: boolean; changes: object[] }[] = [];
  const api: Api = {
    show: (text) => {
      calls.push(['show', text]);
      const one = { text, destroyed: false, changes: [] as object[] };
      shown.push(one);
      return {
        destroy: () => void (one.destroyed = true),
        update: (change) => void one.changes.push(change),
        then: (done) => Promise.resolve(true).then(done),
      };
    },
    clear: () => void calls.push(['clear']),
  };
  return { api, calls, shown };
}

describe('createLateApi', () => {
  const late = () => {
    const detachedCalls: number[] = [];
    const made = createLateApi<Api>({ show: true, clear: true }, () => detachedCalls.push(1));
    return { ...made, detachedCalls };
  };

  it('delivers a call made before the real API is there once, in order, when it is attached', () => {
    const { api, attach, detachedCalls } = late();
    api.show('first');
    api.clear();
    api.show('second');
    // each call asked for the real API to be fetched
    expect(detachedCalls).toHaveLength(3);
    const real = realApi();
    attach(real.api);
    expect(real.calls).toEqual([['show', 'first'], ['clear'], ['show', 'second']]);
    // attached again (e.g. the holder shown again): nothing is delivered twice
    attach(null);
    attach(real.api);
    expect(real.calls).toHaveLength(3);
    // once attached, a call goes straight through
    api.show('third');
    expect(real.calls[3]).toEqual(['show', 'third']);
    expect(detachedCalls).toHaveLength(3);
  });

  it('answers with a stand-in that ends, changes and follows the real result', async () => {
    const { api, attach } = late();
    const dropped = api.show('dropped');
    const kept = api.show('kept');
    // ended before it was made: never made, and its promise says so
    dropped.destroy();
    await expect(new Promise((resolve) => void dropped.then(resolve))).resolves.toBe(false);
    kept.update({ title: 'changed' });
    const real = realApi();
    attach(real.api);
    expect(real.shown.map((s) => s.text)).toEqual(['kept']);
    expect(real.shown[0].changes).toEqual([{ title: 'changed' }]);
    await expect(new Promise((resolve) => void kept.then(resolve))).resolves.toBe(true);
    kept.destroy();
    expect(real.shown[0].destroyed).toBe(true);
  });
});
