import { relativeTime, type Instant, type RelativeTimeUnit } from '@school/domain';
import { useTranslation } from 'react-i18next';
import { RELATIVE_TIME_TEXTS } from './relative-time-texts.generated';

const FORMATS = new Map<string, Intl.RelativeTimeFormat>();
const icuFormat = (locale: string) => {
  let format = FORMATS.get(locale);
  if (!format) FORMATS.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
};
// the integer as ICU writes it in our locales: groups of three digits with commas
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// What `new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit)` says, word for word,
// from ICU's texts written at build time (relative-time-texts.generated.ts) in our locales: a page's first
// ICU formatter costs 0.1–0.17 s of a phone's main thread (Lighthouse's 4× CPU) while it loads ICU's data,
// inside the render of the student's first screen. Another locale goes to ICU, one formatter per locale.
export function relativeTimeText(locale: string, value: number, unit: RelativeTimeUnit): string {
  const texts = RELATIVE_TIME_TEXTS[locale]?.[unit];
  if (!texts || !Number.isInteger(value)) return icuFormat(locale).format(value, unit);
  const word = texts.words[value];
  if (word !== undefined) return word;
  const [one, more] = value < 0 ? texts.past : texts.future;
  const n = Math.abs(value);
  return (n === 1 ? one : more).replace('#', grouped(n));
}

// "3 days ago" in the UI locale with the thresholds of SPEC §9 (libs/domain relativeTime).
export function RelativeTimeText({ at, now = new Date() }: { at: Instant; now?: Instant }) {
  const { i18n } = useTranslation();
  const { unit, value } = relativeTime(at, now);
  return <span>{relativeTimeText(i18n.language, value, unit)}</span>;
}
