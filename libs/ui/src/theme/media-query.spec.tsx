import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useReducedMotion } from './reduced-motion';
import { usePhone } from './touch-target';

// The hooks in React's own client renderer, on a screen of a chosen width. Node has no DOM: React renders
// into a stand-in container (the probes render nothing), and matchMedia answers from the screen below.
const screen = { width: 1024, reducedMotion: false };
type Listener = () => void;
const lists = new Set<{ media: string; listeners: Set<Listener> }>();

// "(max-width: 767.98px)", "screen and (min-width: 768px)", "(prefers-reduced-motion: reduce)"
const matches = (query: string) =>
  query
    .split(' and ')
    .filter((part) => part !== 'screen')
    .every((part) => {
      const [, feature, value] = /^\(([a-z-]+): ([^)]+)\)$/.exec(part) ?? [];
      if (feature === 'max-width') return screen.width <= parseFloat(value);
      if (feature === 'min-width') return screen.width >= parseFloat(value);
      if (feature === 'prefers-reduced-motion') return screen.reducedMotion === (value === 'reduce');
      throw new Error(`no such media query here: ${query}`);
    });

const matchMedia = (media: string) => {
  const listeners = new Set<Listener>();
  const list = { media, listeners };
  lists.add(list);
  return {
    media,
    get matches() {
      return matches(media);
    },
    addEventListener: (_: 'change', listener: Listener) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: Listener) => listeners.delete(listener),
  };
};

// the screen turns or is resized: every list is told, as a browser tells those whose answer changed
const resize = (width: number) =>
  act(() => {
    screen.width = width;
    for (const list of lists) for (const listener of list.listeners) listener();
  });

const stage = globalThis as unknown as Record<string, unknown>;
// what React's client renderer reads of an empty <div> it renders nothing into
const newContainer = () =>
  ({
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    ownerDocument: { defaultView: { HTMLIFrameElement: class {} }, addEventListener: () => undefined },
    addEventListener: () => undefined,
  }) as unknown as HTMLElement;

// every value a hook gave, render by render
async function render(hook: () => boolean) {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(hook());
    return null;
  }
  const root = createRoot(newContainer());
  await act(() => root.render(<Probe />));
  return { seen, unmount: () => act(() => root.unmount()) };
}

describe('usePhone and useReducedMotion (media queries from the first render)', () => {
  beforeAll(() => {
    stage.IS_REACT_ACT_ENVIRONMENT = true;
    stage.window = globalThis;
    stage.matchMedia = matchMedia;
  });
  afterAll(() => {
    delete stage.IS_REACT_ACT_ENVIRONMENT;
    delete stage.window;
    delete stage.matchMedia;
  });
  beforeEach(() => {
    screen.width = 1024;
    screen.reducedMotion = false;
    lists.clear();
  });

  it("is a phone in a phone's first render, which is its only one (issue 26)", async () => {
    screen.width = 360;
    const phone = await render(usePhone);
    expect(phone.seen).toEqual([true]);
    await phone.unmount();
  });

  it("keeps antd's md breakpoint: narrower than 768 px is a phone", async () => {
    for (const [width, expected] of [
      [767, true],
      [768, false],
      [1024, false],
    ] as const) {
      screen.width = width;
      const phone = await render(usePhone);
      expect({ width, seen: phone.seen }).toEqual({ width, seen: [expected] });
      await phone.unmount();
    }
  });

  it('follows the screen when it is turned, and stops listening when unmounted', async () => {
    screen.width = 900;
    const phone = await render(usePhone);
    await resize(700);
    await resize(800);
    expect(phone.seen).toEqual([false, true, false]);
    await phone.unmount();
    expect([...lists].flatMap((list) => [...list.listeners])).toEqual([]);
  });

  it('asks for less motion when the system does', async () => {
    screen.reducedMotion = true;
    const motion = await render(useReducedMotion);
    expect(motion.seen).toEqual([true]);
    await motion.unmount();
  });
});
