import { type AlertRaisedEvent } from '@school/contracts';
import {
  centerStaffAudience,
  isUnassignedLessonAlertDue,
  lessonAlertDedupeKey,
  tokyoDate,
  unassignedLessonAlertWindow,
} from '@school/domain';
import { writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { AlertCheckRepository } from './alert-check.repository';

// Raises AlertRaised (lessonUnassigned) for every lesson still without a teacher from today up to two
// days ahead (libs/domain unassignedLessonAlertWindow), addressed to the staff of the lesson's center.
// Every run raises them all again: masters keeps one alert per lesson (the dedupe key), so a second
// run or a redelivered event adds nothing. Run inside the caller's transaction: the events go out
// through the outbox once it commits.
export async function raiseUnassignedLessonAlerts(tx: Pick<EntityManager, 'query'>, now: Date = new Date()): Promise<number> {
  const today = tokyoDate(now);
  const { from, to } = unassignedLessonAlertWindow(today);
  const lessons = await new AlertCheckRepository(tx).lessonsBetween(from, to);
  const due = lessons.filter((l) => isUnassignedLessonAlertDue(l, today));
  const raisedAt = now.toISOString();
  for (const l of due) {
    const audience = centerStaffAudience(l.center_no);
    const event: AlertRaisedEvent = {
      kind: 'lessonUnassigned',
      dedupe_key: lessonAlertDedupeKey('lessonUnassigned', l.schedule_no),
      subject: {
        type: 'lesson',
        schedule_no: l.schedule_no,
        schedule_date: l.schedule_date,
        time_limit_no: l.time_limit_no,
        time_label: l.start_time && l.end_time ? `${l.start_time}–${l.end_time}` : String(l.time_limit_no),
        center_no: l.center_no,
        student_no: l.student_no,
      },
      audience: { roles: [...audience.roles], center_no: audience.center_no },
      raised_at: raisedAt,
    };
    await writeEvent(tx, 'AlertRaised', event);
  }
  return due.length;
}
