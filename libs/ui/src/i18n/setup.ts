import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@school/contracts';
import { loadCatalogue } from '@school/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadUiLocale } from './antd-locale';

export const LOCALE_STORAGE_KEY = 'school.locale';

export function storedLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// One i18next instance (a shared singleton, so the remotes' useTranslation sees it), holding the
// catalogues of the languages shown so far: each is fetched the first time it is needed. The
// catalogues use {name} placeholders, hence the single-brace interpolation.
export async function initI18n(locale: Locale = storedLocale()): Promise<i18n> {
  if (!i18next.isInitialized) {
    const [translation] = await Promise.all([loadCatalogue(locale), loadUiLocale(locale)]);
    await i18next.use(initReactI18next).init({
      lng: locale,
      // every catalogue has every key (libs/i18n's completeness test): no fallback language to fetch
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      resources: { [locale]: { translation } },
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      returnNull: false,
    });
  }
  return i18next;
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    const [translation] = await Promise.all([loadCatalogue(locale), loadUiLocale(locale)]);
    i18next.addResourceBundle(locale, 'translation', translation);
  }
  await i18next.changeLanguage(locale);
}
