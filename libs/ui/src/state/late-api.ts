// An API whose methods may be called before the object that does the work exists: antd's message,
// Modal and notification hooks, fetched when first used and not with the first screen (issue 26,
// useNotices). A call made before then waits, in order, and is made once when the real API is
// attached. Meanwhile it answers with a stand-in for the real call's result, with what the callers use
// of one: calling it or its destroy() ends it (a message's close, a dialog's destroy; a call that was
// not made yet is then never made), update() changes a dialog once it is shown, and then() follows
// the result's own promise (false for a call ended before it was made).
export type LateApi<A> = {
  api: A;
  // the real API, once it can show something; null again when it cannot any more
  attach: (real: A | null) => void;
};

type Method = (...args: unknown[]) => unknown;
type Ended = { destroy?: () => void; update?: (change: unknown) => void };

// methods: the API's method names (a record, so that the type checker asks for every one);
// whileDetached: told of every call made while no real API is attached (to fetch one).
export function createLateApi<A extends object>(methods: Record<keyof A, true>, whileDetached: () => void): LateApi<A> {
  let real: Record<string, Method> | null = null;
  const waiting: ((api: Record<string, Method>) => void)[] = [];
  const api: Record<string, Method> = {};
  for (const name of Object.keys(methods))
    api[name] = (...args) => {
      if (real) return real[name](...args);
      const late = lateResult();
      waiting.push((now) => late.make(() => now[name](...args)));
      whileDetached();
      return late.handle;
    };
  return {
    api: api as A,
    attach: (next) => {
      real = next as Record<string, Method> | null;
      if (real) for (const call of waiting.splice(0)) call(real);
    },
  };
}

function lateResult() {
  let made = false;
  let ended = false;
  let result: unknown;
  const updates: unknown[] = [];
  let settle!: (value: { result: unknown } | null) => void;
  // a box, not the result: adopting a dialog's thenable would make antd treat it as awaited
  const settled = new Promise<{ result: unknown } | null>((resolve) => (settle = resolve));
  const end = () => {
    if (!made) {
      ended = true;
      settle(null);
    } else if (typeof result === 'function') (result as () => void)();
    else (result as Ended | undefined)?.destroy?.();
  };
  const handle = Object.assign(end, {
    destroy: end,
    update: (change: unknown) => (made ? (result as Ended | undefined)?.update?.(change) : void updates.push(change)),
    then: <T, E = never>(onMade?: (value: unknown) => T | PromiseLike<T>, onFailed?: (reason: unknown) => E | PromiseLike<E>) =>
      settled.then((box) => (box ? box.result : false)).then(onMade, onFailed),
  });
  const make = (call: () => unknown) => {
    if (ended) return;
    result = call();
    made = true;
    for (const change of updates) (result as Ended | undefined)?.update?.(change);
    settle({ result });
  };
  return { handle, make };
}
