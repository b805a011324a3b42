import { type StudentCenterChangedEvent } from '@school/contracts';
import { type EntityManager } from 'typeorm';
import { CenterMoveRepository } from './center-move.repository';

type Queryable = Pick<EntityManager, 'query'>;

// C20301: the student's lessons from the change's date move to its center. A lesson belongs to the
// center of the newest change (by version) dated on or before it, so a change applied twice, late or
// out of order gives the same lessons. A lesson transferred elsewhere stays where it is held with the
// new home as its origin (or stops being a transfer when held at the new home). A lesson whose place
// changes loses its teacher and classroom: both belonged to the old center (shifts are per center).
// Lessons already held (attendance recorded) stay. Returns how many lessons moved.
export async function moveStudentLessons(db: Queryable, e: StudentCenterChangedEvent): Promise<number> {
  const moves = new CenterMoveRepository(db);
  await moves.lockStudentMoves(e.student_no);
  await moves.insertMove(e);
  return moves.placeStudentLessons(e.student_no, e.schedule_date);
}
