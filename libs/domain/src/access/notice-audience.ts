import { compareDates, type DateString } from '../time/date';
import { ROLE, STAFF_MIN_ROLE } from './roles';
import { ROLE_EXCLUDED_FUNCTION_IDS } from './function-ids';

// The roles a notice can be addressed to: every role that may open C00101 (SPEC §6 excludes the
// teacher), so no notice waits for readers who can never see it.
export const NOTICE_AUDIENCE_ROLES: readonly number[] = Object.values(ROLE).filter(
  (role) => !(ROLE_EXCLUDED_FUNCTION_IDS[role] ?? []).includes('C00101'),
);

// A notice's audience and publish period (M00101): roles it is addressed to; centers it is limited to
// (empty: every center); shown from the start date to the end date, both included (no end: open).
export type NoticeAudience = {
  roles: readonly number[];
  center_nos: readonly number[];
  publish_start_date: DateString;
  publish_end_date: DateString | null;
};

// Who reads: the role, and the centers the reader belongs to (null: every center, headquarters).
export type NoticeReader = { role: number | null; centerNos: readonly number[] | null };

export function isInPublishPeriod(notice: Pick<NoticeAudience, 'publish_start_date' | 'publish_end_date'>, today: DateString) {
  if (compareDates(today, notice.publish_start_date) < 0) return false;
  return notice.publish_end_date === null || compareDates(today, notice.publish_end_date) <= 0;
}

// C00101: a notice addressed to the reader's role and (when it names centers) one of the reader's
// centers, inside its publish period.
export function isNoticeShownTo(reader: NoticeReader, notice: NoticeAudience, today: DateString): boolean {
  if (reader.role === null || !NOTICE_AUDIENCE_ROLES.includes(reader.role)) return false;
  if (!notice.roles.includes(reader.role)) return false;
  if (notice.center_nos.length && reader.centerNos !== null && !reader.centerNos.some((c) => notice.center_nos.includes(c)))
    return false;
  return isInPublishPeriod(notice, today);
}

// A notice's files: its readers, and the staff who edit notices (M00101), whatever the period.
export function canReadNoticeFiles(
  reader: NoticeReader & { functionIds: readonly string[] },
  notice: NoticeAudience,
  today: DateString,
): boolean {
  if (reader.role !== null && reader.role >= STAFF_MIN_ROLE && reader.functionIds.includes('M00101')) return true;
  return isNoticeShownTo(reader, notice, today);
}
