import { type StudentCenterChangedEvent } from '@school/contracts';
import { acceptableApplications, addDays, entryEditableRange, halfLoadsOf, ROLE, tokyoDate } from '@school/domain';
import { AppError } from '@school/server-kit';
import { waitFor } from '@school/server-kit/testing';
import { type DataSource } from 'typeorm';
import { ApplicationRepository } from '../application/application.repository';
import { ApplicationService } from '../application/application.service';
import { BoardRepository } from '../board/board.repository';
import { LessonStateService } from '../board/lesson-state.service';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { moveStudentLessons } from '../center-move/student-center-move.apply';
import { ShiftRepository } from '../shift/shift.repository';
import { ShiftService } from '../shift/shift.service';
import { StudentRowsRepository } from '../student-schedule/student-rows.repository';
import { EntryCellGuard } from './entry-cell.guard';
import { EntryCellRepository } from './entry-cell.repository';
import {
  addCalendar,
  addCenters,
  addLesson,
  addShifts,
  addStudents,
  addTeachers,
  callersOf,
  dataSource,
  numbers,
  removeReportCopies,
  removeRows,
} from './entry-cell.test-bed';

// The last seat (issue 24 item 6, docs/applications.md "The last seat") against the real PostgreSQL:
// the writers that change a cell's remaining teacher count besides applications (a C10201 shift
// removal, a C40101 transfer into the cell, C20301's center move of a student's lessons) take the
// cell's lock rows, so applications racing them never get a seat on a count that those writers'
// commit makes stale. Each test holds the writer's transaction open just after its change (the
// cells locked), fires applications for the cell, lets them queue, then lets the writer commit:
// the applications accepted are exactly what libs/domain acceptableApplications allows on the cell
// as the writer left it. Without the lock they would count the cell as it was and take one more.
// Everything is this file's own: centers 851_001 and 851_002 (no seed uses them), students 851_1xx,
// teachers 851_2xx, lessons 851_0xx, removed at the end.
const CENTER = 851_001;
const OTHER_CENTER = 851_002;
const TEACHERS = [851_201, 851_202, 851_203];
const FIRST_LESSON = 851_001;
const SLOT = 21;
const APPLICANTS = 4;
const TODAY = tokyoDate(Date.now());
const DAYS = 60;

const caller = callersOf({
  userNo: 851_999,
  role: ROLE.ADMIN,
  functionIds: ['C30101', 'C40101', 'C10201'],
  centerNos: null,
  requestId: 'last-seat-writers.int.spec',
});
const admin = caller({});

// A gate the writer waits at (inside its transaction, after its change): reached once it gets there.
const gate = () => {
  let open = () => {};
  let reach = () => {};
  const opened = new Promise<void>((r) => (open = r));
  const reached = new Promise<void>((r) => (reach = r));
  return { opened, reached, open: () => open(), reach: () => reach() };
};

describe('the last seat against the other writers of a cell’s count (PostgreSQL)', () => {
  let ds: DataSource;
  let applications: ApplicationService;
  let shiftRepo: ShiftRepository;
  let shifts: ShiftService;
  let boardRepo: BoardRepository;
  let transfers: LessonStateService;
  let dates: string[];
  let nextStudent = 851_101;
  let nextLesson = FIRST_LESSON;
  // the outbox keeps the events of earlier runs on this database: this run's come after it
  let since: string;

  const newStudents = async (n: number, centerNo = CENTER) => {
    const nos = numbers(nextStudent, nextStudent + n - 1);
    nextStudent += n;
    await addStudents(ds, centerNo, nos, () => '席試験');
    return nos;
  };
  // each student applies for one extra one-to-one lesson in the cell, all at once
  const applyAll = (students: number[], date: string) =>
    students.map((s) =>
      applications
        .submit(
          {
            student_no: s,
            belongs_center_no: CENTER,
            entries: [{ action: 'add', entry_type: 2, schedule_date: date, time_limit_no: SLOT, subject_no: 1, capacity: 1 }],
          },
          admin,
        )
        .then(
          () => 'accepted' as const,
          (e: unknown) => {
            if (e instanceof AppError && e.messageKey === 'scheduling.entryCell.full') return 'full' as const;
            throw e;
          },
        ),
    );
  // sessions of this database waiting for a lock
  const waiting = async () =>
    (
      (await ds.query(
        `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE "datname" = current_database() AND "wait_event_type" = 'Lock'`,
      )) as { n: number }[]
    )[0].n;
  // the applications fire while the writer holds its gate, then it commits and they finish
  const race = async (writer: Promise<unknown>, g: ReturnType<typeof gate>, students: number[], date: string) => {
    // a writer that fails before its gate fails the test here
    await Promise.race([g.reached, writer]);
    const answers = Promise.all(applyAll(students, date));
    await waitFor(async () => (await waiting()) >= students.length, 'the applications waiting for the cell', 8000).catch(
      () => undefined,
    );
    g.open();
    await writer;
    return answers;
  };
  // the cell as libs/domain counts it from the rows: its shifts and lessons, and its entries
  const cellOf = async (date: string) => {
    const shiftRows = (await ds.query(
      `SELECT "teacher_no", "time_limit_no" FROM "scheduling"."teacher_schedule"
        WHERE "center_no" = $1 AND "schedule_date" = $2 AND "work_flag" = 1`,
      [CENTER, date],
    )) as { teacher_no: number; time_limit_no: number }[];
    const lessons = (await ds.query(
      `SELECT "time_limit_no", "capacity", "entry_schedule_no" FROM "scheduling"."lesson"
        WHERE "center_no" = $1 AND "schedule_date" = $2 AND "cancel_flag" = 0`,
      [CENTER, date],
    )) as { time_limit_no: number; capacity: number; entry_schedule_no: number }[];
    const [{ entries }] = (await ds.query(
      `SELECT count(*)::int AS "entries" FROM "scheduling"."entry" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
      [CENTER, date, SLOT],
    )) as { entries: number }[];
    const others = lessons.filter((l) => l.entry_schedule_no === 0);
    return { entries, acceptable: acceptableApplications(SLOT, 1, halfLoadsOf(shiftRows, others)), shiftRows, lessons };
  };
  const tally = (answers: string[]) => ({
    accepted: answers.filter((a) => a === 'accepted').length,
    full: answers.filter((a) => a === 'full').length,
  });
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."student_center_move" WHERE "student_no" BETWEEN 851100 AND 851199`);
    await removeRows(ds, {
      students: numbers(851_100, 851_199),
      lessons: [FIRST_LESSON, FIRST_LESSON + 99],
      teachers: numbers(851_200, 851_299),
      teacherProjections: true,
      centers: [CENTER, OTHER_CENTER],
    });
  };
  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = await dataSource(APPLICANTS + 4);
    const cellRepo = new EntryCellRepository(ds);
    const centers = new CenterAccess(new CenterRepository(ds));
    applications = new ApplicationService(
      new ApplicationRepository(ds),
      new EntryCellGuard(cellRepo),
      centers,
      new StudentRowsRepository(ds),
      cellRepo,
    );
    shiftRepo = new ShiftRepository(ds);
    shifts = new ShiftService(shiftRepo, centers, cellRepo);
    boardRepo = new BoardRepository(ds);
    transfers = new LessonStateService(boardRepo, centers, cellRepo);
    await cleanUp();
    [{ id: since }] = (await ds.query(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`)) as { id: string }[];
    await addCenters(ds, [
      [CENTER, '席試験'],
      [OTHER_CENTER, '席試験2'],
    ]);
    const start = addDays(TODAY, -5);
    for (const c of [CENTER, OTHER_CENTER]) await addCalendar(ds, c, start, addDays(start, DAYS), { fiscalYear: 2000 });
    const calendar = numbers(0, DAYS).map((i) => ({
      schedule_date: addDays(start, i),
      closed_flag: 0,
      tstart_ime_limit_no: 10,
      end_time_limit_no: 50,
    }));
    const extra = entryEditableRange({ kind: 'extra', today: TODAY, calendar: calendar.slice(5) });
    if (!extra) throw new Error('no extra range');
    // one date a test, in the extra range and the board's editable period
    dates = numbers(0, 2).map((i) => addDays(extra.start, i));
    await addTeachers(ds, CENTER, TEACHERS, (t) => `席先生${t}`, [OTHER_CENTER]);
    // three teachers work the cell's half on each date: room for two applications
    await addShifts(ds, CENTER, TEACHERS, dates, [SLOT]);
  });

  afterAll(async () => {
    try {
      await removeReportCopies(ds, [CENTER, OTHER_CENTER], since);
      await cleanUp();
    } finally {
      await ds.destroy();
    }
  });

  it('a shift removed while applications race: they count the cell without the teacher', async () => {
    const date = dates[0];
    expect((await cellOf(date)).acceptable).toBe(2);
    const g = gate();
    const deleteShifts = shiftRepo.deleteShifts.bind(shiftRepo);
    jest.spyOn(shiftRepo, 'deleteShifts').mockImplementationOnce(async (tx, keys) => {
      await deleteShifts(tx, keys);
      g.reach();
      await g.opened;
    });
    const [{ v }] = (await ds.query(
      `SELECT coalesce((SELECT "lock_version" FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = $1 AND "schedule_date" = $2), 0) AS "v"`,
      [TEACHERS[0], date],
    )) as { v: number }[];
    const removal = shifts.updateSchedule(
      {
        updateData: [
          {
            teacher_no: TEACHERS[0],
            center_no: CENTER,
            schedule_date: date,
            time_limit_no: SLOT,
            work_flag: 1,
            delete_flag: 1,
            shift_version: v,
          },
        ],
      },
      admin,
    );
    const answers = await race(removal, g, await newStudents(APPLICANTS), date);
    await expect(removal).resolves.toEqual({ updated: 1 });

    const after = await cellOf(date);
    expect(after.shiftRows).toHaveLength(2);
    // two teachers: one application, and the cell is left with one free teacher
    expect(after.acceptable).toBe(1);
    expect(tally(answers)).toEqual({ accepted: 1, full: APPLICANTS - 1 });
    expect(after.entries).toBe(1);
    expect(after.lessons).toHaveLength(1);
  });

  it('an unassigned lesson transferred into the cell while applications race: they count it', async () => {
    const date = dates[1];
    const [elsewhere] = await newStudents(1, OTHER_CENTER);
    const lesson = await addLesson(ds, { no: nextLesson++, date, slot: SLOT, student: elsewhere, center: OTHER_CENTER });
    const g = gate();
    const update = boardRepo.updateLockedLesson.bind(boardRepo);
    jest.spyOn(boardRepo, 'updateLockedLesson').mockImplementationOnce(async (tx, no, set) => {
      const version = await update(tx, no, set);
      g.reach();
      await g.opened;
      return version;
    });
    const transfer = transfers.setTransfer(
      { schedule: { schedule_no: lesson, lock_version: 0 }, target_center_no: CENTER },
      admin,
    );
    const answers = await race(transfer, g, await newStudents(APPLICANTS), date);
    await expect(transfer).resolves.toMatchObject({ center_no: CENTER, original_center_no: OTHER_CENTER });

    const after = await cellOf(date);
    // three teachers, the transferred lesson: one application
    expect(after.acceptable).toBe(1);
    expect(tally(answers)).toEqual({ accepted: 1, full: APPLICANTS - 1 });
    expect(after.entries).toBe(1);
    expect(after.lessons).toHaveLength(2);
  });

  it('a student moved to the center with a lesson in the cell while applications race: they count it', async () => {
    const date = dates[2];
    const [mover] = await newStudents(1, OTHER_CENTER);
    await addLesson(ds, { no: nextLesson++, date, slot: SLOT, student: mover, center: OTHER_CENTER });
    const g = gate();
    const event: StudentCenterChangedEvent = {
      student_no: mover,
      version: 1,
      schedule_date: TODAY,
      center_no: CENTER,
      previous_center_no: OTHER_CENTER,
    };
    const move = ds.transaction(async (tx) => {
      const moved = await moveStudentLessons(tx, event);
      g.reach();
      await g.opened;
      return moved;
    });
    const answers = await race(move, g, await newStudents(APPLICANTS), date);
    await expect(move).resolves.toBe(1);

    const after = await cellOf(date);
    expect(after.acceptable).toBe(1);
    expect(tally(answers)).toEqual({ accepted: 1, full: APPLICANTS - 1 });
    expect(after.entries).toBe(1);
    expect(after.lessons).toHaveLength(2);
  });
});
