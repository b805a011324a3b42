import { relativeTime, type Instant } from '@school/domain';
import { useTranslation } from 'react-i18next';

// "3 days ago" in the UI locale with the thresholds of SPEC §9 (libs/domain relativeTime).
export function RelativeTimeText({ at, now = new Date() }: { at: Instant; now?: Instant }) {
  const { i18n } = useTranslation();
  const { unit, value } = relativeTime(at, now);
  return <span>{new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(value, unit)}</span>;
}
