import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@school/contracts/locale';
import type { Catalogue } from '@school/i18n';
import { loadCatalogue } from '@school/i18n/load-catalogue';
import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALE_STORAGE_KEY = 'school.locale';

export function storedLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// The one i18next configuration: the browser's instance and the build's painting of the signed-out pages.
export const textOptions = (locale: Locale, translation: Catalogue): InitOptions => ({
  lng: locale,
  // every catalogue has every key (libs/i18n's completeness test): no fallback language to fetch
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  resources: { [locale]: { translation } },
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
});

let starting: Promise<i18n> | null = null;

// One i18next instance (a shared singleton, so the remotes' useTranslation sees it), holding the
// catalogues of the languages shown so far: each is fetched the first time it is needed. The
// catalogues use {name} placeholders, hence the single-brace interpolation. Only the texts: the
// signed-out pages start with this alone (no antd), the app adds antd's texts (setup.ts). Started
// once: the shell's entry starts it beside the app's code, whose own call gets the same start (a
// start that failed is tried again).
export function initTexts(locale: Locale = storedLocale()): Promise<i18n> {
  starting ??= (async () => {
    if (!i18next.isInitialized) {
      const translation = await loadCatalogue(locale);
      await i18next.use(initReactI18next).init(textOptions(locale, translation));
    }
    return i18next;
  })().catch((error: unknown) => {
    starting = null;
    throw error;
  });
  return starting;
}

// Remembers the choice and shows the language, its catalogue fetched first.
export async function changeTexts(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (!i18next.hasResourceBundle(locale, 'translation'))
    i18next.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  await i18next.changeLanguage(locale);
}
