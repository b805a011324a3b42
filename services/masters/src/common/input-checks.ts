import { asText } from '@school/domain';

// Checks of raw API input shared by the masters services: a positive record number, and a code that
// is one of a list (the wire may carry numbers as strings; anything else is neither).
export const isKey = (v: unknown): boolean => {
  const text = asText(v);
  return text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0;
};
export const oneOf =
  (list: readonly number[]) =>
  (v: unknown): boolean => {
    const text = asText(v);
    return text !== null && list.some((x) => String(x) === text);
  };
