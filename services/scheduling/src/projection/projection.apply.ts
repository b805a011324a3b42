import {
  type CenterChangedEvent,
  type ClassroomChangedEvent,
  type DomainEvent,
  type PersonKind,
  type StudentCenterChangedEvent,
  type StudentChangedEvent,
  type StudentDeletedEvent,
  type StudentNgTeachersChangedEvent,
  type TeacherChangedEvent,
  type TeacherDeletedEvent,
} from '@school/contracts';
import { type EntityManager } from 'typeorm';
import { ProjectionRepository, type StudentPartResult, type VersionRule } from './projection.repository';

type Queryable = Pick<EntityManager, 'query'>;

// The student's own event has not been applied yet: the event is retried (the consumer naks it)
// until the student's StudentChanged has made the row, or dead-lettered after EVENT_MAX_DELIVERIES
// (docs/events.md) when that never comes.
export class StudentNotProjectedYet extends Error {
  constructor(studentNo: number) {
    super(`student ${studentNo} is not in the projection yet`);
    this.name = 'StudentNotProjectedYet';
  }
}

// Returns whether the row changed.
export const applyTeacherChanged = (db: Queryable, e: TeacherChangedEvent, rule: VersionRule = 'newer'): Promise<boolean> =>
  new ProjectionRepository(db).upsertTeacher(e, rule);

export const applyStudentChanged = (db: Queryable, e: StudentChangedEvent, rule: VersionRule = 'newer'): Promise<boolean> =>
  new ProjectionRepository(db).upsertStudent(e, rule);

// A part of a student changes only on a projected student; a part of a deleted student has nothing
// left to change (waiting for the student would be in vain).
const partChanged = (studentNo: number, r: StudentPartResult): boolean => {
  if (!r.known && r.removed) return false;
  if (!r.known) throw new StudentNotProjectedYet(studentNo);
  return r.changed > 0;
};

export const applyStudentNgTeachersChanged = async (
  db: Queryable,
  e: StudentNgTeachersChangedEvent,
  rule: VersionRule = 'newer',
): Promise<boolean> =>
  partChanged(
    e.student_no,
    await new ProjectionRepository(db).updateStudentNgTeachers(
      e.student_no,
      e.version,
      [...new Set(e.ng_teachers.map((t) => t.teacher_no))].sort((a, b) => a - b),
      rule,
    ),
  );

// C20301 moves the student's center; the version is the student row's (StudentChanged also carries the center).
export const applyStudentCenterChanged = async (db: Queryable, e: StudentCenterChangedEvent): Promise<boolean> =>
  partChanged(e.student_no, await new ProjectionRepository(db).updateStudentCenter(e.student_no, e.version, e.center_no));

// A deleted teacher or student leaves the projection and is remembered as removed at its version
// (the newest removal wins). Called by masters' delete through T3010LessonService.releasePerson and
// again by the deleted event, which then changes nothing. Returns whether the row went.
export const removePerson = (db: Queryable, kind: PersonKind, no: number, version: number): Promise<boolean> =>
  new ProjectionRepository(db).removePerson(kind, no, version);

const applyTeacherEvent = (db: Queryable, e: TeacherChangedEvent | TeacherDeletedEvent) =>
  'deleted' in e ? removePerson(db, 'teacher', e.teacher_no, e.version) : applyTeacherChanged(db, e);
const applyStudentEvent = (db: Queryable, e: StudentChangedEvent | StudentDeletedEvent) =>
  'deleted' in e ? removePerson(db, 'student', e.student_no, e.version) : applyStudentChanged(db, e);

// Centers and classrooms: a deleted one leaves its projection.
const applyCenterChanged = (db: Queryable, e: CenterChangedEvent) =>
  e.action === 'deleted'
    ? new ProjectionRepository(db).deleteCenter(e.center_no)
    : new ProjectionRepository(db).upsertCenter(e.center);
const applyClassroomChanged = (db: Queryable, e: ClassroomChangedEvent) =>
  e.action === 'deleted'
    ? new ProjectionRepository(db).deleteClassroom(e.classroom_no)
    : new ProjectionRepository(db).upsertClassroom(e.classroom);

// The projections' share of masters' events; other event types pass by.
export async function applyProjectionEvent(db: Queryable, event: DomainEvent): Promise<boolean> {
  switch (event.type) {
    case 'TeacherChanged':
      return applyTeacherEvent(db, event.data);
    case 'StudentChanged':
      return applyStudentEvent(db, event.data);
    case 'StudentNgTeachersChanged':
      return applyStudentNgTeachersChanged(db, event.data);
    case 'StudentCenterChanged':
      return applyStudentCenterChanged(db, event.data);
    case 'CenterChanged':
      return applyCenterChanged(db, event.data);
    case 'ClassroomChanged':
      return applyClassroomChanged(db, event.data);
    default:
      return false;
  }
}
