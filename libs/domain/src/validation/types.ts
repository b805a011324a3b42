// A failed rule is an i18n key plus its parameters, never a display string: the same result is
// shown in ja/en/zh-Hant by the browser and sent back in a 422 VALIDATION_ERROR by the server.
export type MessageParam = string | number;
export type ValidationError = { key: string; params: Record<string, MessageParam> };

export type FormValues = Readonly<Record<string, unknown>>;

// Structural subset of the browser's File, so server-side upload records can be checked too.
export type FileLike = { name: string; type?: string; size?: number };

export type ImageSize = { width: number; height: number };

export function validationError(key: string, params: Record<string, MessageParam> = {}): ValidationError {
  return { key, params };
}
