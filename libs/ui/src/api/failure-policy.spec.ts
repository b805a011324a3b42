import { decideFailure, refusalReason, RELOAD_AFTER_TIMEOUT_MS } from './failure-policy';

const body = (code: string, message = 'msg', extra: Record<string, unknown> = {}) => ({
  code,
  message,
  requestId: 'r1',
  ...extra,
});

describe('decideFailure (SPEC §8)', () => {
  it('ignores aborted calls whatever the status', () => {
    expect(decideFailure({ status: 0, body: null, aborted: true })).toEqual({ kind: 'ignore' });
    expect(decideFailure({ status: 500, body: body('X'), aborted: true })).toEqual({ kind: 'ignore' });
  });

  it('status 0 is a network error', () => {
    expect(decideFailure({ status: 0, body: null })).toEqual({ kind: 'network', messageKey: 'api.network' });
  });

  it('a non-JSON answer asks to contact the administrator', () => {
    expect(decideFailure({ status: 502, body: undefined })).toEqual({ kind: 'nonJson', messageKey: 'api.nonJson' });
    expect(decideFailure({ status: 200, body: undefined })).toEqual({ kind: 'nonJson', messageKey: 'api.nonJson' });
  });

  it('422 VALIDATION_ERROR returns the field or row errors to the caller', () => {
    const errors = { name: ['必須です'], '0': ['コードは必須です。'] };
    expect(decideFailure({ status: 422, body: body('VALIDATION_ERROR', 'x', { errors }) })).toEqual({
      kind: 'fieldErrors',
      errors,
    });
    expect(decideFailure({ status: 422, body: body('VALIDATION_ERROR') })).toEqual({ kind: 'fieldErrors', errors: {} });
  });

  it('422 with another code is 入力エラー', () => {
    expect(decideFailure({ status: 422, body: body('INPUT_ERROR') })).toEqual({ kind: 'notify', messageKey: 'error.input' });
  });

  it('400 is 操作エラー: with the server message', () => {
    expect(decideFailure({ status: 400, body: body('BUSINESS_RULE', '期間外です') })).toEqual({
      kind: 'notify',
      messageKey: 'api.operationError',
      params: { message: '期間外です' },
    });
  });

  it.each([401, 403])('%i logs out with the session-expired text', (status) => {
    expect(decideFailure({ status, body: body('SESSION_EXPIRED') })).toEqual({ kind: 'logout', messageKey: 'error.notLoggedIn' });
  });

  it('404 goes to the 404 route', () => {
    expect(decideFailure({ status: 404, body: body('NOT_FOUND') })).toEqual({ kind: 'notFound', messageKey: 'error.notFound' });
  });

  it('408 reloads after 3 s', () => {
    expect(RELOAD_AFTER_TIMEOUT_MS).toBe(3000);
    expect(decideFailure({ status: 408, body: body('TIMEOUT') })).toEqual({
      kind: 'reload',
      messageKey: 'api.timeoutReload',
      delayMs: 3000,
    });
  });

  it('409 is MSG_0001', () => {
    expect(decideFailure({ status: 409, body: body('MSG_0001') })).toEqual({ kind: 'conflict', messageKey: 'MSG_0001' });
  });

  it('522 lists the failed actions', () => {
    const actionErrors = [{ index: 1, api: 'M20101_doEdit', status: 400, code: 'BUSINESS_RULE', message: 'だめ' }];
    expect(decideFailure({ status: 522, body: body('BATCH_FAILED', 'x', { errors: actionErrors }) })).toEqual({
      kind: 'batchFailed',
      messageKey: 'api.batchFailed',
      actionErrors,
    });
    expect(decideFailure({ status: 522, body: {} })).toMatchObject({ kind: 'batchFailed', actionErrors: [] });
  });

  it('599 is サーバーエラー: with the message', () => {
    expect(decideFailure({ status: 599, body: body('SERVER_ERROR', 'boom (r1)') })).toEqual({
      kind: 'notify',
      messageKey: 'api.serverError',
      params: { message: 'boom (r1)' },
    });
  });

  it('anything else is the generic system error, with the debug dialog only in debug mode', () => {
    expect(decideFailure({ status: 503, body: body('SERVICE_UNAVAILABLE') })).toEqual({
      kind: 'system',
      titleKey: 'api.systemErrorTitle',
      messageKey: 'api.systemError',
      requestId: 'r1',
      offerDebug: false,
    });
    expect(decideFailure({ status: 500, body: {}, debug: true })).toMatchObject({
      kind: 'system',
      offerDebug: true,
      requestId: undefined,
    });
  });
});

describe('refusalReason', () => {
  const actionError = (message: string) => ({ index: 0, api: 'X', status: 400, code: 'BAD_REQUEST' as const, message });

  it("is a 400's message", () => {
    expect(refusalReason(decideFailure({ status: 400, body: body('BAD_REQUEST', '編集可能な期間外です。') }))).toBe(
      '編集可能な期間外です。',
    );
  });

  it("is a batch's action errors joined", () => {
    expect(
      refusalReason({ kind: 'batchFailed', messageKey: 'api.batchFailed', actionErrors: [actionError('a'), actionError('b')] }),
    ).toBe('a b');
  });

  it('is null when the refusal has no words', () => {
    expect(refusalReason(decideFailure({ status: 400, body: body('BAD_REQUEST', '') }))).toBeNull();
    expect(refusalReason({ kind: 'batchFailed', messageKey: 'api.batchFailed', actionErrors: [] })).toBeNull();
  });

  it('is null for every other failure (the client reacts as usual)', () => {
    expect(refusalReason(decideFailure({ status: 0, body: null }))).toBeNull();
    expect(refusalReason(decideFailure({ status: 409, body: body('CONFLICT') }))).toBeNull();
    expect(refusalReason(decideFailure({ status: 422, body: body('OTHER') }))).toBeNull();
    expect(refusalReason(decideFailure({ status: 599, body: body('X', 'server words') }))).toBeNull();
  });
});
