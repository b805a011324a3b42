import { noticeStore, takeNotices } from '../state/notices';
import { createFailureHandler } from './api-effects';

describe('failure effects', () => {
  const setup = () => {
    const effects = {
      logout: jest.fn(),
      navigate: jest.fn(),
      reload: jest.fn(),
      debugUrl: (id?: string) => `http://debug/${id}`,
    };
    return { effects, handle: createFailureHandler(effects) };
  };
  beforeEach(() => {
    jest.useFakeTimers();
    noticeStore.set([]);
  });
  afterEach(() => jest.useRealTimers());

  it('logs out once for several 401s, with one notice', () => {
    const { effects, handle } = setup();
    handle({ kind: 'logout', messageKey: 'error.notLoggedIn' });
    handle({ kind: 'logout', messageKey: 'error.notLoggedIn' });
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(takeNotices()).toHaveLength(1);
  });

  it('goes to /404, reloads 3 s after a 408, and offers the debug URL', () => {
    const { effects, handle } = setup();
    handle({ kind: 'notFound', messageKey: 'error.notFound' });
    expect(effects.navigate).toHaveBeenCalledWith('/404');
    handle({ kind: 'reload', messageKey: 'api.timeoutReload', delayMs: 3000 });
    jest.advanceTimersByTime(2999);
    expect(effects.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(effects.reload).toHaveBeenCalled();
    handle({
      kind: 'system',
      titleKey: 'api.systemErrorTitle',
      messageKey: 'api.systemError',
      requestId: 'r9',
      offerDebug: true,
    });
    expect(takeNotices().pop()).toMatchObject({ type: 'dialog', openUrl: 'http://debug/r9' });
  });

  it('shows nothing for an aborted call', () => {
    setup().handle({ kind: 'ignore' });
    expect(takeNotices()).toEqual([]);
  });
});
