import { Inject, Injectable } from '@nestjs/common';
import { lessonRefOf } from '@school/contracts';
import { boardEditablePeriod, type distributeDay, type UnplacedReason } from '@school/domain';
import { ModuleWorker, writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { guardStatusOf } from '../lesson-write-errors';
import { DISTRIBUTE_SOLVER } from '../tokens';
import { DistributeRepository } from './distribute.repository';

// A lesson the board took (or changed) between the solver's read and its write.
export const TAKEN_MEANWHILE = 'assignment.unplaced.takenMeanwhile';

export type DistributedDay = {
  date: string;
  placed: { schedule_no: number; teacher_no: number; warnings: string[] }[];
  unplaced: { schedule_no: number; reason: UnplacedReason | typeof TAKEN_MEANWHILE }[];
};

export type DistributeSolverModule = { distributeDay: typeof distributeDay };
export type DistributeSolver = ModuleWorker<DistributeSolverModule>;

// The solver in a worker thread (docs/automatic-assignment.md): it takes up to a few hundred ms of
// CPU a date, and the process's RPC calls would wait for it. The thread loads the built
// @school/domain, the one this process loads — in jest too, which otherwise runs the sources (a
// thread cannot load TypeScript; `npm test` builds first).
export const distributeSolver = (): DistributeSolver => new ModuleWorker('@school/domain', __filename);

// One center's date of C40101_distribute, in the transaction the job's ledger gives it (effect and
// record commit together): the date's lessons to place locked, solved (libs/domain distribute.ts),
// each assignment written with manual_flag 0 and its LessonAssigned event. A lesson the database's
// guards refuse (the board took the teacher's seat meanwhile) is left as "taken meanwhile".
@Injectable()
export class DistributeDateService {
  constructor(
    private readonly repo: DistributeRepository,
    @Inject(DISTRIBUTE_SOLVER) private readonly solver: DistributeSolver,
  ) {}

  async distribute(
    tx: EntityManager,
    centerNo: number,
    date: string,
    options: { acceptWarnings: boolean; userNo: number; today: string },
  ): Promise<DistributedDay> {
    const day = await this.repo.lockDay(tx, centerNo, date);
    // the date's lessons stay locked while the thread solves
    const solved = await this.solver.call(
      'distributeDay',
      { date, ...day },
      { editable: boardEditablePeriod(options.today), acceptWarnings: options.acceptWarnings },
    );
    const versions = new Map(day.lessons.map((l) => [l.schedule_no, l.lock_version]));
    const result: DistributedDay = { date, placed: [], unplaced: [...solved.unplaced] };
    for (const placement of solved.placed) {
      const written = await this.repo
        .savepoint(tx, 'distribute_lesson', async () => {
          const lesson = await this.repo.assign(
            tx,
            placement.schedule_no,
            placement.teacher_no,
            versions.get(placement.schedule_no)!,
          );
          if (lesson)
            await writeEvent(tx, 'LessonAssigned', {
              ...lessonRefOf(lesson, options.userNo),
              teacher_no: placement.teacher_no,
              previous_teacher_no: 0,
            });
          return lesson !== null;
        })
        .catch((error: unknown) => {
          if (guardStatusOf(error)) return false;
          throw error;
        });
      if (written) result.placed.push(placement);
      else result.unplaced.push({ schedule_no: placement.schedule_no, reason: TAKEN_MEANWHILE });
    }
    return result;
  }
}
