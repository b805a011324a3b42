import { type StudentCenterChangedEvent } from '@school/contracts';
import { writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { lockEntryCells } from '../entry-cell/entry-cell.repository';
import { CenterMoveRepository } from './center-move.repository';

type Queryable = Pick<EntityManager, 'query'>;

// C20301: the student's lessons from the change's date move to its center. A lesson belongs to the
// center of the newest change (by version) dated on or before it, so a change applied twice, late or
// out of order gives the same lessons. A lesson transferred elsewhere stays where it is held with the
// new home as its origin (or stops being a transfer when held at the new home). A lesson whose place
// changes loses its teacher and classroom: both belonged to the old center (shifts are per center).
// Lessons already held (attendance recorded) stay. Returns how many lessons moved.
// A moved lesson leaves one center's cell and joins another's: the student's lessons are locked,
// then the last-seat rows of every cell the move changes (docs/applications.md "The last seat"; lesson
// rows before cell rows, as every writer takes them), so an application counting one of those cells
// waits for the move's commit. The move is masters' decision and is never refused for a full cell.
// Each moved lesson's LessonCenterMoved is written in the same transaction, so the copies of lessons
// (reports, chat) follow it.
export async function moveStudentLessons(db: Queryable, e: StudentCenterChangedEvent): Promise<number> {
  const moves = new CenterMoveRepository(db);
  await moves.lockStudentMoves(e.student_no);
  await moves.insertMove(e);
  await moves.lockStudentLessons(e.student_no, e.schedule_date);
  await lockEntryCells(db, await moves.movingCells(e.student_no, e.schedule_date));
  const moved = await moves.placeStudentLessons(e.student_no, e.schedule_date);
  for (const lesson of moved) await writeEvent(db, 'LessonCenterMoved', { ...lesson, user_no: null });
  return moved.length;
}
