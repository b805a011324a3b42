import { type Caller, type ZoomLogRow } from '@school/contracts';
import { addDays, ROLE } from '@school/domain';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import {
  addLesson as addLessonRow,
  addShifts,
  addStudents,
  addTeachers,
  callersOf,
  dataSource,
  refusal,
  removeYearRows,
} from '../entry-cell/entry-cell.test-bed';
import { OperationStatusRepository } from '../operation-status/operation-status.repository';
import { OperationStatusService } from '../operation-status/operation-status.service';
import { ZoomLogRepository } from './zoom-log.repository';
import { ZoomLogService } from './zoom-log.service';

// ZoomLog against the real PostgreSQL: M00501's meeting changes logged in its own transaction (a
// refused save logs nothing), openings through recordOpen, the browse scoped by role, and openedBy.
// The lessons 844_0xx (students 844_1xx, teacher 844_201, in 2097) are this file's own, removed at the
// end with their log rows.
const CENTER = 1;
const OTHER_CENTER = 2;
const STUDENT = 844_101;
const CLASSMATE = 844_102;
const TEACHER = 844_201;
const FIRST_LESSON = 844_001;
const PASSCODE = 'pw844zz';
const ZOOM = { zoom_url: 'https://zoom.us/j/84400000001', zoom_meeting_id: '844 0000 0001', zoom_passcode: PASSCODE };
const OTHER_URL = 'https://zoom.us/j/84400000002';

// app.C21101_SHOW_ZOOM_INFO (ZoomInfoSetting, auth's): on, or off / unreadable
const on = async () => true;
const off = async () => false;

const caller = callersOf({ userNo: 844_999, functionIds: ['ZoomLog', 'M00501'], requestId: 'zoom-log.service.int.spec' });
const staff = caller({ role: ROLE.OFFICE_STAFF, centerNos: [CENTER] });
const otherStaff = caller({ role: ROLE.OFFICE_STAFF, centerNos: [OTHER_CENTER] });
const student = caller({ role: ROLE.STUDENT_110, studentNo: STUDENT, userNo: 844_998 });
const classmate = caller({ role: ROLE.STUDENT_120, studentNo: CLASSMATE, userNo: 844_997 });
const teacher = caller({ role: ROLE.TEACHER, teacherNo: TEACHER, userNo: 844_996 });

describe('ZoomLog (M00501 changes, ZoomLog_recordOpen, ZoomLog_doBrowse) against PostgreSQL', () => {
  let ds: DataSource;
  let service: ZoomLogService;
  let repo: ZoomLogRepository;
  let m00501: OperationStatusService;
  let next = FIRST_LESSON;

  // each lesson on its own day, with the teacher's shift it needs at its center
  const dateOf = (no: number) => addDays('2097-04-01', no - FIRST_LESSON);
  const addLesson = async (o: { student?: number; center?: number; cancelled?: boolean } = {}) => {
    const no = next++;
    const center = o.center ?? CENTER;
    await addShifts(ds, center, [TEACHER], [dateOf(no)], [21]);
    return addLessonRow(ds, {
      no,
      date: dateOf(no),
      student: o.student ?? STUDENT,
      teacher: TEACHER,
      center,
      cancelled: o.cancelled,
    });
  };
  const lockOf = async (no: number) =>
    (
      (await ds.query(`SELECT "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [no])) as {
        lock_version: number;
      }[]
    )[0].lock_version;
  const setZoom = async (nos: number[], meeting: Record<string, unknown> = ZOOM, center = CENTER) =>
    m00501.setZoomMeeting(
      {
        center_no: center,
        ...meeting,
        lessons: await Promise.all(nos.map(async (schedule_no) => ({ schedule_no, lock_version: await lockOf(schedule_no) }))),
      },
      staff,
    );
  const logOf = async (no: number) =>
    (await ds.query(`SELECT * FROM "scheduling"."lesson_meeting_log" WHERE "schedule_no" = $1 ORDER BY "log_no"`, [
      no,
    ])) as Record<string, unknown>[];
  const browse = async (c: Caller, searchInfo: Record<string, unknown> = {}) =>
    (await service.browse({ searchInfo, pagination: { current_page: 1, per_page: 100 } }, c)).data;
  const mine = (rows: readonly ZoomLogRow[]) =>
    rows.filter((r) => r.schedule_no >= FIRST_LESSON && r.schedule_no < FIRST_LESSON + 100);
  const cleanUp = () =>
    removeYearRows(ds, { year: 2097, firstLesson: FIRST_LESSON, students: [STUDENT, CLASSMATE], teachers: [TEACHER] });

  beforeAll(async () => {
    // the M00501 events carry the run's namespace, so the run's outbox relay publishes them
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = await dataSource(4);
    const centers = new CenterAccess(new CenterRepository(ds));
    repo = new ZoomLogRepository(ds);
    service = new ZoomLogService(repo, centers);
    m00501 = new OperationStatusService(new OperationStatusRepository(ds), centers, repo);
    await cleanUp();
    await addStudents(ds, CENTER, [STUDENT, CLASSMATE], (no) => `zoom-log-${no}`);
    await addTeachers(ds, CENTER, [TEACHER], (no) => `zoom-log-${no}`, [OTHER_CENTER]);
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('the history of the link, written with M00501’s change', () => {
    it('logs set, changed and removed per lesson, only what differs, and never the passcode', async () => {
      const a = await addLesson();
      const b = await addLesson();
      await setZoom([a]);
      await setZoom([a, b]);
      // the same meeting again: b is unchanged, a unchanged too — nothing logged
      await setZoom([a, b]);
      await setZoom([a], { ...ZOOM, zoom_url: OTHER_URL, zoom_passcode: PASSCODE });
      await setZoom([b], { zoom_url: null, zoom_meeting_id: null, zoom_passcode: null });
      expect(
        (await logOf(a)).map((r) => [r.kind, r.zoom_url, r.zoom_meeting_id, r.passcode_changed, r.actor, r.user_no]),
      ).toEqual([
        ['set', ZOOM.zoom_url, '84400000001', true, 'staff', staff.userNo],
        ['changed', OTHER_URL, '84400000001', false, 'staff', staff.userNo],
      ]);
      expect((await logOf(b)).map((r) => [r.kind, r.zoom_url, r.passcode_changed])).toEqual([
        ['set', ZOOM.zoom_url, true],
        ['removed', null, true],
      ]);
      expect(JSON.stringify([...(await logOf(a)), ...(await logOf(b))])).not.toContain(PASSCODE);
    });

    it('logs nothing when the change is refused: a stale lesson (409), a lesson of another center (422)', async () => {
      const a = await addLesson();
      const stale = await addLesson();
      const lessons = [a, stale].map((schedule_no) => ({ schedule_no, lock_version: 0 }));
      await ds.query(`UPDATE "scheduling"."lesson" SET "lock_version" = 1 WHERE "schedule_no" = $1`, [stale]);
      expect(await refusal(m00501.setZoomMeeting({ center_no: CENTER, ...ZOOM, lessons }, staff))).toMatchObject({
        status: 409,
      });
      const elsewhere = await addLesson({ center: OTHER_CENTER });
      const mixed = [a, elsewhere].map((schedule_no) => ({ schedule_no, lock_version: 0 }));
      expect(await refusal(m00501.setZoomMeeting({ center_no: CENTER, ...ZOOM, lessons: mixed }, staff))).toMatchObject({
        status: 422,
      });
      expect([...(await logOf(a)), ...(await logOf(stale)), ...(await logOf(elsewhere))]).toEqual([]);
    });
  });

  describe('recordOpen (ZoomLog_recordOpen)', () => {
    it('hands the link to the lesson’s student, teacher and center staff, logging each opening', async () => {
      const lesson = await addLesson();
      await setZoom([lesson]);
      for (const c of [student, teacher, staff])
        expect(await service.recordOpen({ schedule_no: lesson }, c, on)).toEqual({
          schedule_no: lesson,
          zoom_url: ZOOM.zoom_url,
          zoom_meeting_id: '84400000001',
        });
      const opened = (await logOf(lesson)).filter((r) => r.kind === 'opened');
      expect(opened.map((r) => [r.actor, r.actor_no, r.user_no, r.zoom_url, r.passcode_changed])).toEqual([
        ['student', STUDENT, student.userNo, ZOOM.zoom_url, null],
        ['teacher', TEACHER, teacher.userNo, ZOOM.zoom_url, null],
        ['staff', null, staff.userNo, ZOOM.zoom_url, null],
      ]);
    });

    it('refuses another’s lesson, another center’s staff and a cancelled lesson (404), a lesson without a link (422); logs none', async () => {
      const lesson = await addLesson();
      const cancelled = await addLesson({ cancelled: true });
      await setZoom([lesson, cancelled]);
      const noLink = await addLesson();
      for (const c of [classmate, otherStaff, caller({ role: ROLE.TEACHER, teacherNo: TEACHER + 1 })])
        expect(await refusal(service.recordOpen({ schedule_no: lesson }, c, on))).toMatchObject({ status: 404 });
      expect(await refusal(service.recordOpen({ schedule_no: cancelled }, student, on))).toMatchObject({ status: 404 });
      expect(await refusal(service.recordOpen({ schedule_no: noLink }, student, on))).toMatchObject({
        status: 422,
        errors: { schedule_no: ['scheduling.zoomLog.noMeeting'] },
      });
      expect(await refusal(service.recordOpen({ schedule_no: 'x' }, student, on))).toMatchObject({ status: 422 });
      const opened = [...(await logOf(lesson)), ...(await logOf(cancelled)), ...(await logOf(noLink))].filter(
        (r) => r.kind === 'opened',
      );
      expect(opened).toEqual([]);
    });

    it('refuses a student while the setting is off or unread (422 notShown), logs none; teachers and staff still open', async () => {
      const lesson = await addLesson();
      await setZoom([lesson]);
      expect(await refusal(service.recordOpen({ schedule_no: lesson }, student, off))).toMatchObject({
        status: 422,
        errors: { schedule_no: ['scheduling.zoomLog.notShown'] },
      });
      expect((await logOf(lesson)).filter((r) => r.kind === 'opened')).toEqual([]);
      for (const c of [teacher, staff])
        expect(await service.recordOpen({ schedule_no: lesson }, c, off)).toMatchObject({ zoom_url: ZOOM.zoom_url });
    });
  });

  describe('browse (ZoomLog_doBrowse) and openedBy', () => {
    let own: number;
    let classmates: number;
    let elsewhere: number;

    beforeAll(async () => {
      own = await addLesson();
      classmates = await addLesson({ student: CLASSMATE });
      elsewhere = await addLesson({ center: OTHER_CENTER });
      await setZoom([own, classmates]);
      await m00501.setZoomMeeting(
        { center_no: OTHER_CENTER, ...ZOOM, lessons: [{ schedule_no: elsewhere, lock_version: 0 }] },
        caller({ role: ROLE.OFFICE_STAFF, centerNos: [OTHER_CENTER] }),
      );
      await service.recordOpen({ schedule_no: own }, student, on);
      await service.recordOpen({ schedule_no: own }, teacher, on);
      await service.recordOpen({ schedule_no: own }, student, on);
    });

    const keys = (rows: readonly ZoomLogRow[]) => rows.map((r) => `${r.schedule_no}:${r.kind}:${r.actor}`);

    it('shows a student their own lessons’ history, newest first, without the link', async () => {
      const rows = await browse(student, { since: '2000-01-01' });
      expect(rows.every((r) => r.student_no === STUDENT)).toBe(true);
      const these = rows.filter((r) => r.schedule_no === own);
      expect(keys(these)).toEqual([
        `${own}:opened:student`,
        `${own}:opened:teacher`,
        `${own}:opened:student`,
        `${own}:set:staff`,
      ]);
      expect(these.every((r) => r.zoom_url === null && r.zoom_meeting_id === null && r.actor_user_no === null)).toBe(true);
      expect(these[0]).toMatchObject({ actor_name: `zoom-log-${STUDENT}`, center_no: CENTER, schedule_date: dateOf(own) });
      expect(these[1]).toMatchObject({ actor_name: `zoom-log-${TEACHER}`, teacher_name: `zoom-log-${TEACHER}` });
      expect(these[3].actor_name).toBeNull();
      expect((await browse(classmate)).some((r) => r.schedule_no === own)).toBe(false);
    });

    it('shows a teacher their own lessons’ history, staff their centers’ with the link, headquarters every center', async () => {
      const teacherRows = await browse(teacher);
      expect(teacherRows.every((r) => r.teacher_no === TEACHER)).toBe(true);
      // their lessons at every center
      expect(teacherRows.some((r) => r.schedule_no === own) && teacherRows.some((r) => r.schedule_no === elsewhere)).toBe(true);
      expect(await browse(caller({ role: ROLE.TEACHER, teacherNo: TEACHER + 1 }), { schedule_no: own })).toEqual([]);

      const atCenter = mine(await browse(staff));
      expect(atCenter.some((r) => r.schedule_no === own) && atCenter.some((r) => r.schedule_no === classmates)).toBe(true);
      expect(atCenter.some((r) => r.schedule_no === elsewhere)).toBe(false);
      expect(atCenter.find((r) => r.schedule_no === own && r.kind === 'set')).toMatchObject({
        zoom_url: ZOOM.zoom_url,
        zoom_meeting_id: '84400000001',
        passcode_changed: true,
        actor_user_no: staff.userNo,
      });
      expect(mine(await browse(otherStaff)).map((r) => r.schedule_no)).toEqual([elsewhere]);
      expect(mine(await browse(caller({ role: ROLE.OFFICE_STAFF, centerNos: [] })))).toEqual([]);
      const all = mine(await browse(caller({ role: ROLE.ADMIN, centerNos: null }), { schedule_no: elsewhere }));
      expect(keys(all)).toEqual([`${elsewhere}:set:staff`]);
      expect(JSON.stringify(await browse(caller({ role: ROLE.ADMIN, centerNos: null })))).not.toContain(PASSCODE);
    });

    it('filters by kind, lesson and the date logged; refuses an account linked to nobody', async () => {
      const admin = caller({ role: ROLE.ADMIN, centerNos: null });
      expect(keys(await browse(admin, { schedule_no: own, kind: 'opened' }))).toEqual([
        `${own}:opened:student`,
        `${own}:opened:teacher`,
        `${own}:opened:student`,
      ]);
      expect(await browse(admin, { schedule_no: own, until: '2000-01-01' })).toEqual([]);
      expect(await browse(admin, { schedule_no: 2 ** 40 })).toEqual([]);
      for (const c of [caller({ role: ROLE.STUDENT_110, studentNo: null }), caller({ role: ROLE.TEACHER, teacherNo: null })])
        expect(await refusal(service.browse({}, c))).toMatchObject({ status: 403 });
    });

    it('openedBy: each lesson’s student with their first and last opening (the teacher’s do not count)', async () => {
      const [ownRow, classmateRow] = await repo.openedBy([own, classmates]);
      expect(ownRow).toMatchObject({ schedule_no: own, student_no: STUDENT, student_name: `zoom-log-${STUDENT}`, open_count: 2 });
      expect(ownRow.first_opened_at!.getTime()).toBeLessThanOrEqual(ownRow.last_opened_at!.getTime());
      expect(classmateRow).toEqual({
        schedule_no: classmates,
        student_no: CLASSMATE,
        student_name: `zoom-log-${CLASSMATE}`,
        first_opened_at: null,
        last_opened_at: null,
        open_count: 0,
      });
      expect(await repo.openedBy([])).toEqual([]);
    });
  });
});
