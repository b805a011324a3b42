// Checks of raw API input shared by the masters services: a positive record number, and a code that
// is one of a list (the wire may carry numbers as strings).
export const isKey = (v: unknown): boolean => /^\d{1,9}$/.test(String(v)) && Number(v) > 0;
export const oneOf = (list: readonly number[]) => (v: unknown) => list.some((x) => String(x) === String(v));
