import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { type RpcErrorPayload, type ServiceName } from '@school/contracts';
import { randomUUID } from 'node:crypto';
import { type Observable, throwError } from 'rxjs';
import { AppError, isAppError } from '../errors/app-error';
import { isBackingServerDown } from '../errors/unavailable';
import { type JsonLogger } from '../logging/logger';
import { RpcCallError } from '../errors/rpc-call-error';

// PostgreSQL's data exceptions (SQLSTATE class 22) come from the values a call sent: a NUL or an
// unpaired surrogate in text or JSON, a number past a column's range, an impossible date.
const isDataException = (e: unknown): boolean => {
  const error = e as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = error?.code ?? error?.driverError?.code;
  return typeof code === 'string' && code.startsWith('22');
};

// Every error leaving a service becomes an RpcErrorPayload. Unexpected ones are logged here with their
// stack and travel as 599 with a correlation id only.
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(
    private readonly logger: JsonLogger,
    private readonly service: ServiceName,
  ) {}

  catch(exception: unknown): Observable<RpcErrorPayload> {
    if (isAppError(exception)) return throwError(() => exception.toPayload());
    // another service's refusal (or its absence) reaches the caller as it was
    if (exception instanceof RpcCallError) return throwError(() => exception.payload);
    // its database or Redis away for a moment: "try again shortly", not a server error
    if (isBackingServerDown(exception)) {
      this.logger.event('warn', 'backing server unavailable', {
        error: exception instanceof Error ? exception.message : String(exception),
      });
      return throwError(() =>
        new AppError('SERVICE_UNAVAILABLE', 'error.serviceUnavailable', { service: this.service }).toPayload(),
      );
    }
    // input the database refused is the caller's error, not the server's; logged, as a check is missing
    if (isDataException(exception)) {
      this.logger.event('warn', 'input refused by the database', { error: (exception as Error).message });
      return throwError(() => new AppError('INPUT_ERROR', 'error.input').toPayload());
    }
    const correlationId = randomUUID();
    this.logger.event('error', 'unexpected error in RPC handler', {
      correlationId,
      error: exception instanceof Error ? exception.message : String(exception),
      stack: exception instanceof Error ? exception.stack : undefined,
    });
    return throwError(() => new AppError('SERVER_ERROR', 'error.server', { correlationId }).toPayload(correlationId));
  }
}
