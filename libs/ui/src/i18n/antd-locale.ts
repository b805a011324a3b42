import type { Locale } from '@school/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';

export const TIME_ZONE = 'Asia/Tokyo';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(updateLocale);
dayjs.tz.setDefault(TIME_ZONE);

// antd's and dayjs's texts of one language, fetched the first time it is shown (like the catalogues).
const LOADERS: Record<Locale, { dayjs: string; load: () => Promise<[{ default: AntdLocale }, unknown]> }> = {
  ja: { dayjs: 'ja', load: () => Promise.all([import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')]) },
  en: { dayjs: 'en', load: () => Promise.all([import('antd/es/locale/en_US'), import('dayjs/locale/en')]) },
  'zh-Hant': { dayjs: 'zh-tw', load: () => Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]) },
};
const loaded = new Map<Locale, AntdLocale>();

// WCAG 2.5.3 label in name: a date panel's year and month buttons show '2026年' and '11月' but antd
// names them '年を選択' and '月を選択' (axe label-content-name-mismatch); without those labels each
// button is named by what it shows. The rest of antd's texts stay.
export function withPanelButtonsNamedByText(antd: AntdLocale): AntdLocale {
  if (!antd.DatePicker) return antd;
  const { yearSelect: _year, monthSelect: _month, ...lang } = antd.DatePicker.lang;
  return { ...antd, DatePicker: { ...antd.DatePicker, lang: lang as typeof antd.DatePicker.lang } };
}

export async function loadUiLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const [antd] = await LOADERS[locale].load();
  loaded.set(locale, withPanelButtonsNamedByText(antd.default));
}

// antd's texts of a language loaded by loadUiLocale (its own English before that).
export const antdLocale = (locale: Locale): AntdLocale | undefined => loaded.get(locale);

// dayjs follows the UI locale, in Asia/Tokyo, and every locale's week starts on Monday (SPEC §9).
export function applyDayjsLocale(locale: Locale): void {
  const name = LOADERS[locale].dayjs;
  dayjs.updateLocale(name, { weekStart: 1 });
  dayjs.locale(name);
}
