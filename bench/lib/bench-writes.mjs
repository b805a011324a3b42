// What the benchmarks that write (entries, load) share: a student account made for the run, and the
// removal of the rows their lessons left, so that the bench database is as the benchmark found it.

// A role-110 account for one student, made through M20901 by a signed-in admin (`call(api, input)`),
// with its initial password: C30101Student is pinned to the account's student_no, and the seed's only
// 110 account (student1) belongs to another center than the busiest. Returns its sign-in and removal.
export async function addStudentAccount(call, studentNo, label) {
  const user = await call('M20901_doAdd', {
    user_id: `${label}-${Date.now().toString(36)}`,
    user_named: `${label} ${studentNo}`,
    email: null,
    user_type_code: 110,
    status: 'A',
    teacher_no: null,
    student_no: studentNo,
    authority_function_ids: [],
    center_nos: [],
  });
  const { initial_password: password } = await call('M20901_resetInitPassword', { user_no: user.user_no });
  return {
    user_id: user.user_id,
    password,
    remove: async () => {
      const read = await call('M20901_getEdit', { user_no: user.user_no });
      await call('M20901_doDelete', { user_no: user.user_no, lock_version: read.lock_version });
    },
  };
}

// A student of the center with no account yet (one account per student): with the most lessons in
// the range ('DESC', the browse that reads the most rows) or the fewest ('ASC', a course with the
// fewest weeks already taken).
export async function studentOf(db, center, from, to, order, skip = []) {
  if (order !== 'ASC' && order !== 'DESC') throw new Error(`studentOf: order ${order}`);
  const { rows } = await db.query(
    `SELECT p."student_no", count(l."schedule_no")::int AS "lessons"
       FROM "scheduling"."student_projection" p
       LEFT JOIN "scheduling"."lesson" l
         ON l."student_no" = p."student_no" AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0
      WHERE p."center_no" = $1
        AND NOT EXISTS (SELECT 1 FROM "auth"."user_account" u WHERE u."student_no" = p."student_no")
        AND p."student_no" <> ALL($4::int[])
      GROUP BY 1 ORDER BY 2 ${order}, 1 LIMIT 1`,
    [center, from, to, skip],
  );
  return rows[0];
}

// The entry_cell lock rows of a center, to remove afterwards those a run made (made on first use).
export async function entryCellsOf(db, center) {
  const { rows } = await db.query(
    `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS d, "half_limit_no" AS h FROM "scheduling"."entry_cell" WHERE "center_no" = $1`,
    [center],
  );
  return new Set(rows.map((r) => `${r.d}|${r.h}`));
}

// Removes what the run's writes left: their lessons (cancelled by the run's own take-backs) with the
// reports service's copies of them, the applications, the weekly courses with their cancel rows, and
// the entry_cell rows made since `cellsBefore`. The copies are removed once reports has the lessons'
// last events (cancelled), so that a late event does not bring one back; the outbox keeps its rows
// (the event log). Returns what it removed.
export async function removeRunRows(db, { center, cellsBefore, scheduleNos = [], entryNos = [], weeklyNos = [] }) {
  const lessons = [
    ...new Set([
      ...scheduleNos,
      ...(
        await db.query(
          `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "entry_schedule_no" = ANY($1::int[]) OR "weekly_entry_no" = ANY($2::int[])`,
          [entryNos, weeklyNos],
        )
      ).rows.map((r) => r.schedule_no),
    ]),
  ];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM "reports"."lesson" WHERE "schedule_no" = ANY($1::int[]) AND "cancelled"`,
      [lessons],
    );
    if (rows[0].n >= lessons.length) break;
    if (Date.now() > deadline) {
      console.error(`reports has ${rows[0].n} of the run's ${lessons.length} cancelled lessons after 60 s; removing anyway`);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const removed = {};
  const del = async (what, sql, params) => {
    removed[what] = (await db.query(sql, params)).rowCount;
  };
  await db.query('BEGIN');
  try {
    // the run's lessons go without events (docs/events.md): their copies elsewhere are removed below too
    await db.query(`SET LOCAL school.lesson_events = 'off'`);
    await del('lesson_change', `DELETE FROM "scheduling"."lesson_change" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
    await del('lesson_cancel', `DELETE FROM "scheduling"."lesson_cancel" WHERE "weekly_entry_no" = ANY($1::int[])`, [weeklyNos]);
    await del('lesson', `DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
    await del('entry', `DELETE FROM "scheduling"."entry" WHERE "entry_schedule_no" = ANY($1::int[])`, [entryNos]);
    await del('weekly_entry', `DELETE FROM "scheduling"."weekly_entry" WHERE "weekly_entry_no" = ANY($1::int[])`, [weeklyNos]);
    if (cellsBefore) {
      const now = await entryCellsOf(db, center);
      const made = [...now].filter((k) => !cellsBefore.has(k)).map((k) => k.split('|'));
      await del(
        'entry_cell',
        `DELETE FROM "scheduling"."entry_cell" WHERE "center_no" = $1
            AND ("schedule_date", "half_limit_no") IN (SELECT * FROM unnest($2::date[], $3::int[]))`,
        [center, made.map((m) => m[0]), made.map((m) => Number(m[1]))],
      );
    }
    await db.query('COMMIT');
  } catch (e) {
    await db.query('ROLLBACK');
    throw e;
  }
  await del('reports lesson copies', `DELETE FROM "reports"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
  return removed;
}

// At bench scale nearly every cell is fully booked for applications (about 80 lessons a day for 10–15
// teachers, and applications count unassigned lessons: SPEC §4), so an application would only ever be
// refused. This gives `howMany` cells (each of the `counts`, C30101_getCellTeacherCount's cells, with
// the most teachers left first, one per date) work shifts of the center's teachers free that day until
// `seats` + 1 teachers are left, i.e. room for `seats` one-to-one applications; `undo()` removes the
// shifts and puts the shift versions they bumped back. Returns the cells and undo.
export async function makeRoom(db, center, counts, howMany, seats) {
  const byDate = new Map();
  for (const c of [...counts].sort((a, b) => b.remaining - a.remaining))
    if (!byDate.has(c.schedule_date)) byDate.set(c.schedule_date, c);
  const cells = [...byDate.values()].sort((a, b) => b.remaining - a.remaining).slice(0, howMany);
  const { rows: teachers } = await db.query(
    `SELECT DISTINCT "teacher_no" FROM "scheduling"."teacher_schedule" WHERE "center_no" = $1 ORDER BY 1`,
    [center],
  );
  const shifts = [];
  for (const cell of cells) {
    const { rows: busy } = await db.query(
      `SELECT DISTINCT "teacher_no" FROM "scheduling"."teacher_schedule" WHERE "schedule_date" = $1`,
      [cell.schedule_date],
    );
    const taken = new Set(busy.map((b) => b.teacher_no));
    const free = teachers.map((t) => t.teacher_no).filter((t) => !taken.has(t));
    const need = seats + 1 - cell.remaining;
    if (free.length < need) throw new Error(`makeRoom: ${need} teachers needed on ${cell.schedule_date}, ${free.length} free`);
    // a shift in the cell's own slot counts in each of its halves
    for (const t of free.slice(0, need)) shifts.push([t, cell.schedule_date, cell.time_limit_no]);
  }
  const versions = (
    await db.query(
      `SELECT "teacher_no", to_char("schedule_date", 'YYYY-MM-DD') AS d, "lock_version" FROM "scheduling"."teacher_shift_version"
        WHERE ("teacher_no", "schedule_date") IN (SELECT * FROM unnest($1::int[], $2::date[]))`,
      [shifts.map((s) => s[0]), shifts.map((s) => s[1])],
    )
  ).rows;
  const cols = [shifts.map((s) => s[0]), shifts.map((s) => s[1]), shifts.map((s) => s[2])];
  await db.query(
    `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
     SELECT t, d, s, $4, 1 FROM unnest($1::int[], $2::date[], $3::int[]) AS x(t, d, s)`,
    [...cols, center],
  );
  return {
    cells,
    shifts: shifts.length,
    async undo() {
      await db.query('BEGIN');
      try {
        await db.query(
          `DELETE FROM "scheduling"."teacher_schedule" WHERE "center_no" = $4
              AND ("teacher_no", "schedule_date", "time_limit_no") IN (SELECT * FROM unnest($1::int[], $2::date[], $3::int[]))`,
          [...cols, center],
        );
        await db.query(
          `DELETE FROM "scheduling"."teacher_shift_version" WHERE ("teacher_no", "schedule_date") IN (SELECT * FROM unnest($1::int[], $2::date[]))`,
          [shifts.map((s) => s[0]), shifts.map((s) => s[1])],
        );
        await db.query(
          `INSERT INTO "scheduling"."teacher_shift_version" ("teacher_no", "schedule_date", "lock_version")
           SELECT * FROM unnest($1::int[], $2::date[], $3::int[])`,
          [versions.map((v) => v.teacher_no), versions.map((v) => v.d), versions.map((v) => v.lock_version)],
        );
        await db.query('COMMIT');
      } catch (e) {
        await db.query('ROLLBACK');
        throw e;
      }
    },
  };
}

// The center's lessons of the dates released as for an automatic assignment (teacher 0, manual_flag 0:
// C40101_distribute may place them), on a copy of the bench database (bench-database.mjs benchCopy).
export async function releaseLessons(db, center, start, end) {
  const { rowCount } = await withoutLessonEvents(db, () =>
    db.query(
      `UPDATE "scheduling"."lesson" SET "teacher_no" = 0, "manual_flag" = 0
        WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 AND "cancel_flag" = 0`,
      [center, start, end],
    ),
  );
  return rowCount;
}

// A benchmark's own set-up of lessons by SQL is no change anyone hears of: in one transaction with
// the lesson_needs_event guard off (docs/events.md). db: a pg.Client.
export async function withoutLessonEvents(db, work) {
  await db.query('BEGIN');
  try {
    await db.query(`SET LOCAL school.lesson_events = 'off'`);
    const result = await work();
    await db.query('COMMIT');
    return result;
  } catch (e) {
    await db.query('ROLLBACK');
    throw e;
  }
}
