import { randomUUID } from 'node:crypto';
import {
  subjectsFor,
  type DomainEvent,
  type EventName,
  type EventPayload,
  type StudentFields,
  type TeacherFields,
} from '@school/contracts';
import { waitFor } from '@school/server-kit/testing';
import { connect, type NatsConnection } from 'nats';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const RUN = Date.now().toString(36);
// numbers of this file's rows in other services' tables (reports, lessons): far above the demo school's
const base = 800_000_000 + Math.floor(Math.random() * 100_000_000);
let serial = 0;
const nextNo = () => base + ++serial;

const teacherFields = (status: 1 | 2 | 3): TeacherFields => ({
  teacher_name: `削除 講師${RUN}`,
  teacher_namej: 'サクジョ コウシ',
  sex: 1,
  teacher_type: 2,
  center_no: 1,
  center_nos: [1],
  subject_nos: [3],
  status,
  birth_date: null,
  hire_date: null,
  background: null,
  remarks: null,
  email: null,
  tel: null,
  postal_code: null,
  prefecture: null,
  address: null,
});
const studentFields = (enrollment_status: 0 | 1 | 2 | 3): StudentFields => ({
  student_name: `削除 生徒${RUN}`,
  student_namej: 'サクジョ セイト',
  sex: 3,
  birth_date: null,
  school_year_code: 21,
  school_name: null,
  center_no: 1,
  enrollment_status,
  enrollment_date: null,
  teacher_request: 3,
  teacher_request_type: null,
  subject_nos: [3],
  // the student's own NG list goes with the student
  ng_teacher_nos: [1],
  guardian_name: null,
  guardian_namej: null,
  guardian_relationship: null,
  email: null,
  tel: null,
});

const projected = async (kind: 'teacher' | 'student', no: number) =>
  (await query(`SELECT 1 FROM "scheduling"."${kind}_projection" WHERE "${kind}_no" = $1`, [no])).length > 0;

// A lesson next month naming the teacher or student; a teacher's is cancelled, since a lesson with a
// teacher needs the teacher's shift (lesson_needs_shift) and a cancelled one keeps naming them.
const lessonNaming = async (field: 'teacher_no' | 'student_no', no: number): Promise<() => Promise<unknown>> => {
  const [row] = await query<{ schedule_no: number }>(
    `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
       "teacher_no", "cancel_flag", "center_no", "classroom_no", "course_no", "course_setting_no", "subject_no", "dayofweek_code")
     VALUES (current_date + 30, (current_date + 30 + time '15:00') AT TIME ZONE 'Asia/Tokyo', 11, 1, $1, $2, $3, 1, 1, 1, 201, 1,
       extract(isodow FROM current_date + 30))
     RETURNING "schedule_no"`,
    field === 'teacher_no' ? [1, no, 1] : [no, 0, 0],
  );
  return () => query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [row.schedule_no]);
};
const reportNaming = async (field: 'teacher_no' | 'student_no', no: number) => {
  const scheduleNo = nextNo();
  await query(
    `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date", "time_limit_no", "subject_no")
     VALUES ($1, $2, $3, 1, current_date - 7, 11, 1)`,
    [scheduleNo, field === 'student_no' ? no : 1, field === 'teacher_no' ? no : 1],
  );
  return () => query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" = $1`, [scheduleNo]);
};
const accountLinkedTo = async (field: 'teacher_no' | 'student_no', no: number) => {
  const userId = `del-${RUN}-${nextNo()}`;
  await query(
    `INSERT INTO "auth"."user_account" ("user_id", "user_named", "user_type_code", "${field}") VALUES ($1, 'リンク', $2, $3)`,
    [userId, field === 'teacher_no' ? 300 : 110, no],
  );
  return () => query(`DELETE FROM "auth"."user_account" WHERE "user_id" = $1`, [userId]);
};

// C10101_doDelete and C20101_doDelete (SPEC §7 CRUD): only a retired teacher or a withdrawn student
// whom nothing names is deleted; otherwise 400 with what names them and the status to keep instead.
// A deleted one leaves the scheduling projection, and nothing can name them there afterwards.
describe('teacher and student deletes', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);

  beforeAll(async () => {
    await admin.login('admin');
  }, 120000);

  const addTeacher = async (status: 1 | 2 | 3) => {
    const added = await admin.call('C10101_doAdd', teacherFields(status));
    expect(added.status).toBe(200);
    const no = added.output.teacher_no;
    await waitFor(() => projected('teacher', no), 'the teacher in the projection');
    return { no, lock_version: added.output.lock_version };
  };
  const addStudent = async (status: 0 | 1 | 2 | 3) => {
    const added = await admin.call('C20101_doAdd', studentFields(status));
    expect(added.status).toBe(200);
    const no = added.output.student_no;
    await waitFor(() => projected('student', no), 'the student in the projection');
    return { no, lock_version: added.output.lock_version };
  };
  const deleteTeacher = (t: { no: number; lock_version: number }) =>
    admin.call('C10101_doDelete', { teacher_no: t.no, lock_version: t.lock_version });
  const deleteStudent = (s: { no: number; lock_version: number }) =>
    admin.call('C20101_doDelete', { student_no: s.no, lock_version: s.lock_version });

  describe('C10101_doDelete', () => {
    it.each([1, 2] as const)('refuses a teacher of status %d: only a retired one is deleted', async (status) => {
      const t = await addTeacher(status);
      const res = await deleteTeacher(t);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        '状態が「退職」の講師のみ削除できます。講師が辞めたときは、削除せずに状態を「退職」にしてください。',
      );
      expect((await admin.call('C10101_getEdit', { teacher_no: t.no })).status).toBe(200);
    });

    const references: [string, string, (no: number) => Promise<() => Promise<unknown>>][] = [
      ['a lesson', '授業（1件）', (no) => lessonNaming('teacher_no', no)],
      [
        'a shift',
        '勤務シフト（1件）',
        async (no) => {
          await query(
            `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
             VALUES ($1, current_date + 30, 11, 1, 1)`,
            [no],
          );
          return () => query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1`, [no]);
        },
      ],
      ['a report', '授業報告書（1件）', (no) => reportNaming('teacher_no', no)],
      ['a linked sign-in account', 'ログインアカウント（1件）', (no) => accountLinkedTo('teacher_no', no)],
      [
        "a student's NG list",
        '生徒のNG講師（1件）',
        async (no) => {
          await query(`INSERT INTO "masters"."student_ng_teacher" ("student_no", "teacher_no") VALUES (1, $1)`, [no]);
          return () => query(`DELETE FROM "masters"."student_ng_teacher" WHERE "teacher_no" = $1`, [no]);
        },
      ],
    ];

    it.each(references)('refuses a retired teacher %s names, and deletes them once it is gone', async (_what, holder, make) => {
      const t = await addTeacher(3);
      const remove = await make(t.no);
      const refused = await deleteTeacher(t);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        `この講師は${holder}に記録されているため削除できません。記録を残すため、状態を「退職」のままにしてください。`,
      );
      // refused: still there, and still in the projection
      expect((await admin.call('C10101_getEdit', { teacher_no: t.no })).status).toBe(200);
      expect(await projected('teacher', t.no)).toBe(true);
      await remove();
      expect((await deleteTeacher(t)).status).toBe(200);
    });

    it('names every holder at once, in the caller’s language', async () => {
      const t = await addTeacher(3);
      const removes = [await lessonNaming('teacher_no', t.no), await reportNaming('teacher_no', t.no)];
      const refused = await deleteTeacher(t);
      expect(refused.body.message).toBe(
        'この講師は授業（1件）、授業報告書（1件）に記録されているため削除できません。記録を残すため、状態を「退職」のままにしてください。',
      );
      // manager (530) holds C10101 too; no other file reads this account's language
      const other = new ApiSession(stack);
      await other.login('manager');
      try {
        for (const [locale, message] of [
          [
            'en',
            'This teacher cannot be deleted because lessons (1), lesson reports (1) name them. Keep the status Retired so that these records stay complete.',
          ],
          ['zh-Hant', '此講師仍記錄於課程（1筆）、課程報告（1筆），無法刪除。為保留記錄，請維持「離職」狀態。'],
        ] as const) {
          expect((await other.call('setUserLocale', { locale })).status).toBe(200);
          const answer = await other.call('C10101_doDelete', { teacher_no: t.no, lock_version: t.lock_version });
          expect(answer.body.message).toBe(message);
        }
      } finally {
        await other.call('setUserLocale', { locale: 'ja' });
      }
      for (const remove of removes) await remove();
      expect((await deleteTeacher(t)).status).toBe(200);
    });

    it('deletes a retired teacher nothing names: gone from masters and the projection, and no shift can name them', async () => {
      const t = await addTeacher(3);
      const stale = await admin.call('C10101_doDelete', { teacher_no: t.no, lock_version: t.lock_version + 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('MSG_0001');

      expect((await deleteTeacher(t)).status).toBe(200);
      expect((await admin.call('C10101_getEdit', { teacher_no: t.no })).status).toBe(404);
      expect(await projected('teacher', t.no)).toBe(false);
      const [event] = await query<{ payload: Record<string, unknown> }>(
        `SELECT "payload" FROM "masters"."outbox" WHERE "type" = 'TeacherChanged' AND "payload"->>'teacher_no' = $1`,
        [String(t.no)],
      );
      expect(event.payload).toEqual({ version: t.lock_version, deleted: true, teacher_no: t.no });
      // the deleted event reached the projection too (its inbox row)
      await waitFor(
        async () =>
          (
            await query(
              `SELECT 1 FROM "scheduling"."inbox" i JOIN "masters"."outbox" o ON i."event_id" = 'masters:' || o."id"
                WHERE o."type" = 'TeacherChanged' AND o."payload"->>'teacher_no' = $1`,
              [String(t.no)],
            )
          ).length > 0,
        'the deleted event applied',
      );
      expect(await projected('teacher', t.no)).toBe(false);
      // a shift written now, whoever writes it, names no one
      await expect(
        query(
          `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no")
           VALUES ($1, current_date + 30, 11, 1)`,
          [t.no],
        ),
      ).rejects.toThrow(/removed teacher/);
      const shift = await admin.call('C10201_doUpdateSchedule', {
        updateData: [
          {
            teacher_no: t.no,
            center_no: 1,
            schedule_date: '2099-01-05',
            time_limit_no: 11,
            work_flag: 1,
            delete_flag: 0,
            shift_version: 0,
          },
        ],
      });
      expect(shift.status).toBe(422);
      expect(shift.body.errors).toEqual({ 'updateData.0.teacher_no': ['講師が見つかりません'] });
    });

    it('refuses input that is not a teacher and lock_version with 422, and an unknown teacher with 404', async () => {
      expect((await admin.call('C10101_doDelete', { teacher_no: 'x', lock_version: 0 } as never)).status).toBe(422);
      expect((await admin.call('C10101_doDelete', { teacher_no: 1 } as never)).status).toBe(422);
      expect((await admin.call('C10101_doDelete', { teacher_no: 2_000_000_000, lock_version: 0 })).status).toBe(404);
    });

    it('is not for a teacher, even their own record', async () => {
      const teacher = new ApiSession(stack);
      await teacher.login('teacher1');
      const own = (await teacher.call('C10101_getEdit', { teacher_no: 1 })).output;
      expect((await teacher.call('C10101_doDelete', { teacher_no: 1, lock_version: own.lock_version })).status).toBe(403);
    });
  });

  describe('C20101_doDelete', () => {
    it.each([0, 1, 2] as const)('refuses a student of enrollment status %d: only a withdrawn one is deleted', async (status) => {
      const s = await addStudent(status);
      const res = await deleteStudent(s);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        '在籍状況が「退会」の生徒のみ削除できます。生徒が辞めたときは、削除せずに在籍状況を「退会」にしてください。',
      );
    });

    const references: [string, string, (no: number) => Promise<() => Promise<unknown>>][] = [
      ['a lesson', '授業（1件）', (no) => lessonNaming('student_no', no)],
      ['a report', '授業報告書（1件）', (no) => reportNaming('student_no', no)],
      ['a linked sign-in account', 'ログインアカウント（1件）', (no) => accountLinkedTo('student_no', no)],
      [
        'a student sheet',
        '生徒カルテ（1件）',
        async (no) => {
          await query(
            `INSERT INTO "masters"."student_sheet" ("student_no", "reference_start_date", "reference_end_date", "schema_version", "sheet")
             VALUES ($1, current_date, current_date + 30, 1, '{}')`,
            [no],
          );
          return () => query(`DELETE FROM "masters"."student_sheet" WHERE "student_no" = $1`, [no]);
        },
      ],
      [
        'a change of assigned center',
        '所属センター変更（1件）',
        async (no) => {
          await query(
            `INSERT INTO "masters"."student_center_change" ("student_no", "schedule_date", "from_center_no", "to_center_no", "version")
             VALUES ($1, current_date - 30, 2, 1, 99)`,
            [no],
          );
          return () => query(`DELETE FROM "masters"."student_center_change" WHERE "student_no" = $1`, [no]);
        },
      ],
    ];

    it.each(references)('refuses a withdrawn student %s names, and deletes them once it is gone', async (_what, holder, make) => {
      const s = await addStudent(3);
      const remove = await make(s.no);
      const refused = await deleteStudent(s);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        `この生徒は${holder}に記録されているため削除できません。記録を残すため、在籍状況を「退会」のままにしてください。`,
      );
      expect((await admin.call('C20101_getEdit', { student_no: s.no })).status).toBe(200);
      expect(await projected('student', s.no)).toBe(true);
      await remove();
      expect((await deleteStudent(s)).status).toBe(200);
    });

    it('deletes a withdrawn student nothing names, with their subjects and NG list, and the projection drops them', async () => {
      const s = await addStudent(3);
      expect((await deleteStudent(s)).status).toBe(200);
      expect((await admin.call('C20101_getEdit', { student_no: s.no })).status).toBe(404);
      expect(await query(`SELECT 1 FROM "masters"."student_ng_teacher" WHERE "student_no" = $1`, [s.no])).toEqual([]);
      expect(await projected('student', s.no)).toBe(false);
      const [event] = await query<{ payload: Record<string, unknown> }>(
        `SELECT "payload" FROM "masters"."outbox" WHERE "type" = 'StudentChanged' AND "payload"->>'student_no' = $1`,
        [String(s.no)],
      );
      expect(event.payload).toEqual({ version: s.lock_version, deleted: true, student_no: s.no });
    });

    it('refuses roles 420 and 430, which cannot use C20101', async () => {
      for (const userId of ['classroom2', 'franchise']) {
        const other = new ApiSession(stack);
        await other.login(userId);
        expect((await other.call('C20101_doDelete', { student_no: 1, lock_version: 0 })).status).toBe(403);
      }
    });
  });

  // The projection consumer on its own: a deleted event drops the row and keeps it dropped against an
  // older event arriving late; a newer state (a delete that never committed in masters) comes back.
  describe('the scheduling projections', () => {
    let nc: NatsConnection;
    const no = 700_000 + Math.floor(Math.random() * 90_000);
    const event = <E extends EventName>(type: E, data: EventPayload<E>) =>
      ({
        id: `person-deletes:${randomUUID()}`,
        type,
        service: 'masters',
        occurredAt: new Date().toISOString(),
        data,
      }) as DomainEvent;
    const publish = async (...events: DomainEvent[]) => {
      for (const e of events)
        await nc
          .jetstream()
          .publish(subjectsFor(stack.natsNamespace).event('masters', e.type), new TextEncoder().encode(JSON.stringify(e)), {
            msgID: e.id,
          });
      await waitFor(
        async () =>
          (await query(`SELECT 1 FROM "scheduling"."inbox" WHERE "event_id" = ANY($1)`, [events.map((e) => e.id)])).length ===
          events.length,
        'the events applied',
      );
    };
    const teacherAt = (version: number) =>
      event('TeacherChanged', {
        version,
        teacher: {
          teacher_no: no,
          teacher_name: `v${version}`,
          teacher_namej: 'テスト',
          sex: 1,
          teacher_type: 2,
          center_no: 1,
          center_nos: [1],
          subject_nos: [3],
          status: 3,
        },
      });

    beforeAll(async () => {
      nc = await connect({ servers: process.env.NATS_URL });
    });
    afterAll(async () => {
      await nc.close();
      await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [no]);
      await query(`DELETE FROM "scheduling"."person_removal" WHERE "person_no" = $1`, [no]);
    });

    it('drops a deleted teacher, takes no older state afterwards, and a newer one again', async () => {
      await publish(teacherAt(2));
      expect(await projected('teacher', no)).toBe(true);
      await publish(event('TeacherChanged', { version: 2, deleted: true, teacher_no: no }));
      expect(await projected('teacher', no)).toBe(false);
      await publish(teacherAt(1), teacherAt(2));
      expect(await projected('teacher', no)).toBe(false);
      await publish(teacherAt(3));
      expect(await projected('teacher', no)).toBe(true);
    });
  });
});
