import type { Locale } from '@school/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import jaJP from 'antd/es/locale/ja_JP';
import zhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-tw';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';

export const ANTD_LOCALES: Record<Locale, AntdLocale> = { ja: jaJP, en: enUS, 'zh-Hant': zhTW };
const DAYJS_LOCALES: Record<Locale, string> = { ja: 'ja', en: 'en', 'zh-Hant': 'zh-tw' };

export const TIME_ZONE = 'Asia/Tokyo';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(updateLocale);
dayjs.tz.setDefault(TIME_ZONE);

// dayjs follows the UI locale, in Asia/Tokyo, and every locale's week starts on Monday (SPEC §9).
export function applyDayjsLocale(locale: Locale): void {
  const name = DAYJS_LOCALES[locale];
  dayjs.updateLocale(name, { weekStart: 1 });
  dayjs.locale(name);
}
