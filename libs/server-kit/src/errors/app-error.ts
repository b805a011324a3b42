import { ERROR_STATUS, type ErrorCode, type MessageRef, type RpcErrorPayload, type RpcFieldErrors } from '@school/contracts';
import { type ValidationError } from '@school/domain';
import { isMessageKey, type MessageKey } from '@school/i18n';

// A message as a service sends it: a key of the catalogue (libs/i18n), so a misspelt key does not
// compile, with its placeholders' values.
export type FieldMessage = MessageRef<MessageKey>;
export type FieldMessages = RpcFieldErrors<MessageKey>;

// The one error type services throw. It carries an i18n key, not a sentence: the gateway translates
// it once into the caller's language (STYLE 5).
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errors?: FieldMessages,
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

// libs/domain's failed rules as field messages. Their keys are computed ('validation.<rule>') and
// domain code cannot see the catalogue, so each is checked here; one the catalogue lacks reads as the
// general validation message rather than as a bare key.
export const fieldMessagesOf = (list: readonly ValidationError[]): FieldMessage[] =>
  list.map((e) => ({ key: isMessageKey(e.key) ? e.key : 'error.validation', params: e.params }));

// A form's failed rules (libs/domain validateForm and the screens' own checks) as the field messages
// of a 422; fields whose rules all passed are left out.
export const formMessagesOf = (errors: Record<string, readonly ValidationError[]>): FieldMessages =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([, list]) => list.length)
      .map(([field, list]) => [field, fieldMessagesOf(list)]),
  );

// 422 with per-field or per-row messages (i18n keys, translated at the gateway).
export const validationError = (errors: FieldMessages) => new AppError('VALIDATION_ERROR', 'error.validation', {}, errors);
// 400: a business rule refused the action; the key names the rule's message.
export const businessRuleError = (messageKey: MessageKey, params?: Record<string, string | number>) =>
  new AppError('BUSINESS_RULE', messageKey, params);
export const notFoundError = (what: string) => new AppError('NOT_FOUND', 'error.notFound', { what });
// 409: the row changed since it was read (SPEC §8 MSG_0001).
export const staleError = () => new AppError('MSG_0001', 'MSG_0001');
export const forbiddenError = () => new AppError('FORBIDDEN', 'error.forbidden');

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
