import type * as Notices from './notices';

// The signed-out pages' entry and the app are separate bundles, each with its own copy of notices.ts.
const loadCopy = (): typeof Notices => {
  let copy: typeof Notices | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof Notices>('./notices');
  });
  return copy!;
};

describe('notices', () => {
  it('are one store for every copy of the module in a page, so none is lost at the hand-over', () => {
    const signedOut = loadCopy();
    const app = loadCopy();
    expect(signedOut).not.toBe(app);
    signedOut.pushNotice({ type: 'message', level: 'error', messageKey: 'error.login' });
    app.pushNotice({ type: 'message', level: 'info', messageKey: 'error.other' });
    const taken = app.takeNotices();
    expect(taken.map((n) => n.messageKey)).toEqual(['error.login', 'error.other']);
    expect(new Set(taken.map((n) => n.id)).size).toBe(2);
    expect(signedOut.takeNotices()).toEqual([]);
  });
});
