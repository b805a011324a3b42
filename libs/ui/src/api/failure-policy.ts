import type { ActionError, ErrorBody, FieldErrors } from '@school/contracts';

// SPEC §8: what the front end does with a failed call, decided from the status and the body alone
// so every branch is unit-tested; api-effects.ts carries the decision out.
export type FailureInput = {
  // 0 when no HTTP answer arrived (network down, CORS refusal)
  status: number;
  // the parsed JSON body, or undefined when the answer was not JSON
  body: unknown;
  aborted?: boolean;
  debug?: boolean;
};

export type FailureAction =
  | { kind: 'ignore' }
  | { kind: 'fieldErrors'; errors: FieldErrors }
  | { kind: 'notify'; messageKey: string; params?: Record<string, string> }
  | { kind: 'logout'; messageKey: 'error.notLoggedIn' }
  | { kind: 'notFound'; messageKey: 'error.notFound' }
  | { kind: 'reload'; messageKey: 'api.timeoutReload'; delayMs: number }
  | { kind: 'conflict'; messageKey: 'MSG_0001' }
  | { kind: 'batchFailed'; messageKey: 'api.batchFailed'; actionErrors: ActionError[] }
  | { kind: 'system'; titleKey: 'api.systemErrorTitle'; messageKey: 'api.systemError'; requestId?: string; offerDebug: boolean }
  | { kind: 'network'; messageKey: 'api.network' }
  | { kind: 'nonJson'; messageKey: 'api.nonJson' };

// SPEC §9: reload 3 s after a 408.
export const RELOAD_AFTER_TIMEOUT_MS = 3000;

export const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ErrorBody).code === 'string' &&
  typeof (body as ErrorBody).message === 'string';

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));

const actionErrorsOf = (body: ErrorBody): ActionError[] => (Array.isArray(body.errors) ? body.errors : []);

export function decideFailure({ status, body, aborted = false, debug = false }: FailureInput): FailureAction {
  if (aborted) return { kind: 'ignore' };
  if (status === 0) return { kind: 'network', messageKey: 'api.network' };
  if (body === undefined) return { kind: 'nonJson', messageKey: 'api.nonJson' };
  const error = isErrorBody(body) ? body : undefined;
  const message = error?.message ?? '';
  switch (status) {
    case 422:
      if (error?.code === 'VALIDATION_ERROR' && isFieldErrors(error.errors)) return { kind: 'fieldErrors', errors: error.errors };
      if (error?.code === 'VALIDATION_ERROR') return { kind: 'fieldErrors', errors: {} };
      return { kind: 'notify', messageKey: 'error.input' };
    case 400:
      return { kind: 'notify', messageKey: 'api.operationError', params: { message } };
    case 401:
    case 403:
      return { kind: 'logout', messageKey: 'error.notLoggedIn' };
    case 404:
      return { kind: 'notFound', messageKey: 'error.notFound' };
    case 408:
      return { kind: 'reload', messageKey: 'api.timeoutReload', delayMs: RELOAD_AFTER_TIMEOUT_MS };
    case 409:
      return { kind: 'conflict', messageKey: 'MSG_0001' };
    case 522:
      return { kind: 'batchFailed', messageKey: 'api.batchFailed', actionErrors: error ? actionErrorsOf(error) : [] };
    case 599:
      return { kind: 'notify', messageKey: 'api.serverError', params: { message } };
    default:
      return {
        kind: 'system',
        titleKey: 'api.systemErrorTitle',
        messageKey: 'api.systemError',
        requestId: error?.requestId,
        offerDebug: debug,
      };
  }
}

// The server's own words for a refused operation (a 400's message, or a batch's action errors
// joined), for a screen that shows the refusal in its own message (C40101's MSG_1009); null when the
// failure is of another kind or carries no words, and the screen lets the client react as usual.
export function refusalReason(action: FailureAction): string | null {
  if (action.kind === 'notify' && action.messageKey === 'api.operationError') return action.params?.message || null;
  if (action.kind === 'batchFailed') return action.actionErrors.map((e) => e.message).join(' ') || null;
  return null;
}
