import { type DomainEvent, type LessonRef } from '@school/contracts';
import { tokyoDate } from '@school/domain';
import { writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { LessonRoomRepository, type LessonRoomUpsert } from './lesson-room.repository';

type Queryable = Pick<EntityManager, 'query'>;
type RoomChange = Partial<Pick<LessonRoomUpsert, 'teacher_no' | 'original_center_no' | 'cancelled_on'>>;

// The room takes the event's lesson (the ref: where and when it is now, whose it is) and what the
// event changes, only when the event is newer than the version the copy holds (a redelivered or late
// event changes nothing). A change is told as ChatRoomChanged in the same transaction: the gateways ask
// their sockets' access to the room again (docs/live.md), and find the copy as it is now.
const applyRoomChange = async (db: Queryable, ref: LessonRef, change: RoomChange): Promise<boolean> => {
  const changed = await new LessonRoomRepository(db).upsert({
    schedule_no: ref.schedule_no,
    schedule_date: ref.schedule_date,
    student_no: ref.student_no,
    center_no: ref.center_no,
    teacher_no: change.teacher_no ?? null,
    original_center_no: change.original_center_no ?? null,
    cancelled_on: change.cancelled_on,
    version: ref.lock_version,
  });
  if (changed) await writeEvent(db, 'ChatRoomChanged', { rel_model: 'lesson', rel_id: ref.schedule_no });
  return changed;
};

// Who may read and write a lesson's room follows its lesson (docs/chat.md): its student, its current
// teacher, the staff of its center and of the center it was transferred from; a cancelled lesson's
// room is writable for a while from the day it was cancelled. Returns whether the copy changed.
export async function applyLessonRoomEvent(db: Queryable, event: DomainEvent): Promise<boolean> {
  switch (event.type) {
    // an application or a weekly course made it: a room for its student from the start
    case 'LessonCreated':
      return applyRoomChange(db, event.data, { teacher_no: event.data.teacher_no, original_center_no: 0, cancelled_on: null });
    case 'LessonAssigned':
      return applyRoomChange(db, event.data, { teacher_no: event.data.teacher_no });
    case 'LessonUnassigned':
      return applyRoomChange(db, event.data, { teacher_no: 0 });
    // the ref's center is where it went; original_center_no 0 when the transfer was removed
    case 'LessonTransferred':
      return applyRoomChange(db, event.data, { original_center_no: event.data.original_center_no });
    case 'LessonCancelled':
      return applyRoomChange(db, event.data, { teacher_no: event.data.teacher_no, cancelled_on: tokyoDate(event.occurredAt) });
    // moved by a change application: no teacher yet, held at its new center, no transfer
    case 'LessonChanged':
      return applyRoomChange(db, event.data, { teacher_no: 0, original_center_no: 0 });
    // C20301 moved the student: its place and the teacher it kept (or 0)
    case 'LessonCenterMoved':
      return applyRoomChange(db, event.data, {
        teacher_no: event.data.teacher_no,
        original_center_no: event.data.original_center_no,
      });
    // LessonNoteSaved, LessonApplied and any other event change no member: acknowledged, nothing changes
    default:
      return false;
  }
}
