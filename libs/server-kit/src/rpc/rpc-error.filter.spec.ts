import { type RpcErrorPayload } from '@school/contracts';
import { firstValueFrom } from 'rxjs';
import { QueryFailedError } from 'typeorm';
import { AppError } from '../errors/app-error';
import { JsonLogger } from '../logging/logger';
import { RpcErrorFilter } from './rpc-error.filter';

const payloadOf = (exception: unknown): Promise<RpcErrorPayload> =>
  firstValueFrom(new RpcErrorFilter(new JsonLogger('rpc-test'), 'masters').catch(exception)).then(
    () => {
      throw new Error('the filter answered instead of failing');
    },
    (payload: RpcErrorPayload) => payload,
  );

const pgError = (code: string, message: string) =>
  new QueryFailedError('SELECT $1', ['x'], Object.assign(new Error(message), { code }));

describe('RpcErrorFilter', () => {
  beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true));
  afterEach(() => jest.restoreAllMocks());

  // Found by e2e/api/hostile-input.spec.ts: a NUL in Auth_login's user_id, an unpaired surrogate in
  // the audit log's JSON detail, answered 599 SERVER_ERROR.
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P02', 'invalid input syntax for type json'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22003', 'value "99999999999" is out of range for type integer'],
    ['22008', 'date/time field value out of range: "2026-02-30"'],
  ])('answers a database data exception %s as the caller’s input error (422)', async (code, message) => {
    const payload = await payloadOf(pgError(code, message));
    expect(payload).toMatchObject({ status: 422, code: 'INPUT_ERROR', messageKey: 'error.input' });
    expect(JSON.stringify(payload)).not.toContain(message);
  });

  it('keeps other database errors a server error with a correlation id only', async () => {
    const payload = await payloadOf(pgError('23505', 'duplicate key value violates unique constraint "x"'));
    expect(payload).toMatchObject({ status: 599, code: 'SERVER_ERROR' });
    expect(JSON.stringify(payload)).not.toContain('duplicate key');
  });

  it('passes an AppError through as it is', async () => {
    expect(await payloadOf(new AppError('NOT_FOUND', 'error.notFound', { what: 'center' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
