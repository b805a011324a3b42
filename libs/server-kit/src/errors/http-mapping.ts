import { type ErrorBody, type Locale, type RpcErrorPayload } from '@school/contracts';
import { translate } from '@school/i18n';
import { randomUUID } from 'node:crypto';
import { isBackingServerDown } from './unavailable';
import { AppError, isAppError } from './app-error';
import { RpcCallError } from './rpc-call-error';

export type HttpError = { status: number; body: ErrorBody };

// The one place where an error becomes an HTTP answer (DESIGN §2). Messages are translated here,
// once, into the caller's language; field errors are i18n keys translated the same way.
export const payloadToHttp = (p: RpcErrorPayload, locale: Locale): HttpError => {
  const body: ErrorBody = { code: p.code, message: translate(locale, p.messageKey, p.params) };
  if (p.errors) {
    body.errors = Object.fromEntries(
      Object.entries(p.errors).map(([field, refs]) => [
        field,
        refs.map((r) => (typeof r === 'string' ? translate(locale, r, p.params) : translate(locale, r.key, r.params))),
      ]),
    );
  }
  if (p.requestId) body.requestId = p.requestId;
  return { status: p.status, body };
};

export const toPayload = (error: unknown, requestId: string): RpcErrorPayload => {
  if (error instanceof RpcCallError) return error.payload;
  if (isAppError(error)) return error.toPayload(requestId);
  // the gateway's own Redis (sessions, rate limits) away for a moment: "try again shortly"
  if (isBackingServerDown(error))
    return new AppError('SERVICE_UNAVAILABLE', 'error.serviceUnavailable', { service: 'gateway' }).toPayload(requestId);
  return new AppError('SERVER_ERROR', 'error.server', { correlationId: requestId }).toPayload(requestId);
};

export const toHttpError = (error: unknown, locale: Locale, requestId: string = randomUUID()): HttpError =>
  payloadToHttp(toPayload(error, requestId), locale);
