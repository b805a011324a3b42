import { isLocale, type Locale } from '@school/contracts';
import { type i18n } from 'i18next';
import { loadUiLocale } from './antd-locale';
import { changeTexts, initTexts, storedLocale } from './texts';

export { LOCALE_STORAGE_KEY, storedLocale } from './texts';

// The app's languages: the catalogue and antd's and dayjs's texts of the language shown. The texts may
// be there already (a signed-out page started with them), antd's are then added.
export async function initI18n(locale: Locale = storedLocale()): Promise<i18n> {
  const [i18next] = await Promise.all([initTexts(locale), loadUiLocale(locale)]);
  if (i18next.language !== locale && isLocale(i18next.language)) await loadUiLocale(i18next.language);
  return i18next;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadUiLocale(locale);
  await changeTexts(locale);
}
