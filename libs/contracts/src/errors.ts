// Error codes on the wire (DESIGN §2). The HTTP status decides how the shell reacts (SPEC §8).
export const ERROR_STATUS = {
  VALIDATION_ERROR: 422,
  INPUT_ERROR: 422,
  BUSINESS_RULE: 400,
  RATE_LIMITED: 400,
  // Refusals the shell reacts to with a screen of their own (pending confirmation, invalid link).
  ACCOUNT_PENDING: 400,
  LINK_INVALID: 400,
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  INVALID_BATCH: 400,
  UNKNOWN_API: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  MSG_0001: 409,
  BATCH_FAILED: 522,
  SERVER_ERROR: 599,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

// Per-field (or per-row) messages of a 422 VALIDATION_ERROR: field name or row index → messages.
export type FieldErrors = Record<string, string[]>;

export type ErrorBody = {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors | ActionError[];
  requestId?: string;
};

// One failed action of a batch (522).
export type ActionError = {
  index: number;
  api: string;
  status: number;
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
};

// A message before translation: an i18n key, with its placeholders' values when it has any. On the
// wire a key is a string; libs/server-kit narrows K to the catalogue's keys (libs/i18n MessageKey),
// which this leaf library cannot import (libs/i18n builds on it).
export type MessageRef<K extends string = string> = K | { key: K; params?: Record<string, string | number> };
export type RpcFieldErrors<K extends string = string> = Record<string, MessageRef<K>[]>;

// An error as it crosses NATS from a service to the gateway: translated once, at the gateway.
export type RpcErrorPayload = {
  status: number;
  code: ErrorCode;
  messageKey: string;
  params?: Record<string, string | number>;
  errors?: RpcFieldErrors;
  requestId?: string;
};

export const isRpcErrorPayload = (value: unknown): value is RpcErrorPayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RpcErrorPayload).status === 'number' &&
  typeof (value as RpcErrorPayload).code === 'string' &&
  typeof (value as RpcErrorPayload).messageKey === 'string';
