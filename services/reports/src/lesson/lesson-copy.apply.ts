import { type DomainEvent, type LessonRef } from '@school/contracts';
import { type EntityManager } from 'typeorm';
import { LessonRepository } from './lesson.repository';

type Queryable = Pick<EntityManager, 'query'>;

const lessons = new LessonRepository();

type LessonChange = { teacher_no?: number; center_no?: number; cancelled?: boolean };

// Lesson events written before the contract added subject_no (older streams of a deployed school)
// have none: the copy keeps the subject it already has, and a lesson first seen that way gets
// UNKNOWN_SUBJECT_NO, which the report screens show as no subject (masters has no subject 0); a later
// event of the lesson brings the real one.
export const UNKNOWN_SUBJECT_NO = 0;

// The lesson's copy takes the event's state only when the event is newer than the version it holds
// (a redelivered or late event changes nothing). A lesson the copy has not seen yet is added. The
// report, when there is one, follows: a reassigned lesson's report belongs to the new teacher, a
// transferred one to its new center.
async function applyLessonChange(db: Queryable, ref: LessonRef, change: LessonChange): Promise<boolean> {
  const row = await lessons.upsertNewer(
    {
      schedule_no: ref.schedule_no,
      schedule_date: ref.schedule_date,
      time_limit_no: ref.time_limit_no,
      center_no: change.center_no ?? ref.center_no,
      student_no: ref.student_no,
      subject_no: (ref as Partial<LessonRef>).subject_no ?? null,
      teacher_no: change.teacher_no ?? null,
      cancelled: change.cancelled ?? null,
      version: ref.lock_version,
    },
    UNKNOWN_SUBJECT_NO,
    db,
  );
  if (!row) return false;
  await lessons.updateReportPeople(ref.schedule_no, row.teacher_no, row.center_no, db);
  return true;
}

// Returns whether the copy changed; other events are not about lessons.
export async function applyLessonEvent(db: Queryable, event: DomainEvent): Promise<boolean> {
  switch (event.type) {
    case 'LessonAssigned':
      return applyLessonChange(db, event.data, { teacher_no: event.data.teacher_no });
    case 'LessonUnassigned':
      return applyLessonChange(db, event.data, { teacher_no: 0 });
    case 'LessonTransferred':
      return applyLessonChange(db, event.data, { center_no: event.data.center_no });
    case 'LessonCancelled':
      return applyLessonChange(db, event.data, { cancelled: true });
    // a lesson an application or a weekly course made (issue 24): added as it is, not cancelled
    case 'LessonCreated':
      return applyLessonChange(db, event.data, { teacher_no: event.data.teacher_no, cancelled: false });
    // moved to another date, slot or center: the event's ref is where it is now; it lost its teacher
    case 'LessonChanged':
      return applyLessonChange(db, event.data, { teacher_no: 0, center_no: event.data.center_no });
    // C20301 moved the student's lesson: the ref is where it is held now, with the teacher it kept or 0
    case 'LessonCenterMoved':
      return applyLessonChange(db, event.data, { teacher_no: event.data.teacher_no });
    // a contact note (C40501): the copy keeps no note; acknowledged, nothing changes
    case 'LessonNoteSaved':
      return false;
    // LessonApplied and any other event are not about the copy: acknowledged, nothing changes
    default:
      return false;
  }
}
