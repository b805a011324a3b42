import { ERROR_STATUS, type ErrorCode, type RpcErrorPayload, type RpcFieldErrors } from '@school/contracts';

// The one error type services throw. It carries an i18n key, not a sentence: the gateway translates
// it once into the caller's language (STYLE 5).
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly errors?: RpcFieldErrors,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  toPayload(requestId?: string): RpcErrorPayload {
    return {
      status: this.status,
      code: this.code,
      messageKey: this.messageKey,
      params: this.params,
      errors: this.errors,
      requestId,
    };
  }
}

// 422 with per-field or per-row messages (i18n keys, translated at the gateway).
export const validationError = (errors: RpcFieldErrors) => new AppError('VALIDATION_ERROR', 'error.validation', {}, errors);
// 400: a business rule refused the action; the key names the rule's message.
export const businessRuleError = (messageKey: string, params?: Record<string, string | number>) =>
  new AppError('BUSINESS_RULE', messageKey, params);
export const notFoundError = (what: string) => new AppError('NOT_FOUND', 'error.notFound', { what });
// 409: the row changed since it was read (SPEC §8 MSG_0001).
export const staleError = () => new AppError('MSG_0001', 'MSG_0001');
export const forbiddenError = () => new AppError('FORBIDDEN', 'error.forbidden');

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
