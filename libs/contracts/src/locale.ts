export const LOCALES = ['ja', 'en', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
