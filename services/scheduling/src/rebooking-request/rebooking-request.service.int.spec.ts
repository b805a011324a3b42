import { type Caller } from '@school/contracts';
import { addDays, entryEditableRange, ROLE, tokyoDate, type CalendarDay } from '@school/domain';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import {
  addCalendar,
  addCenters,
  addLesson,
  addStudents,
  callersOf,
  dataSource,
  numbers,
  refusal,
  removeRows,
} from '../entry-cell/entry-cell.test-bed';
import { RebookingRequestRepository } from './rebooking-request.repository';
import { RebookingRequestService } from './rebooking-request.service';

// C21201_doAddRequest, C21201_getRequest, C40411_doBrowse and C40411_toggleHiddenRequest against the
// real PostgreSQL. Everything is this file's own: centers 844_001 and 844_002 (open every day from a
// few days back to 80 days ahead), students 844_1xx, lessons 844_5xx; requests go with their lessons.
const CENTER = 844_001;
const OTHER_CENTER = 844_002;
const TODAY = tokyoDate(Date.now());
const DAYS = 80;

const callers = callersOf({ userNo: 844_999, requestId: 'rebooking-request.service.int.spec' });
const staffOf = (centerNo: number) => callers({ role: ROLE.OFFICE_STAFF, functionIds: ['C40411'], centerNos: [centerNo] });
const studentSelf = (studentNo: number, role: number = ROLE.STUDENT_120) =>
  callers({ userNo: 844_998, role, centerNos: null, studentNo, functionIds: ['C21201'] });

describe('RebookingRequestService against PostgreSQL', () => {
  let ds: DataSource;
  let service: RebookingRequestService;
  let range: { start: string; end: string };
  let nextStudent = 844_101;
  let nextLesson = 844_501;

  const cleanUp = () => removeRows(ds, { students: numbers(844_000, 844_199), centers: [CENTER, OTHER_CENTER] });
  const newStudent = async (centerNo = CENTER) => {
    const no = nextStudent++;
    await addStudents(ds, centerNo, [no], () => '振替試験');
    return no;
  };
  const newLesson = (student: number, date: string, center = CENTER) =>
    addLesson(ds, { no: nextLesson++, date, student, center, slot: 21 });
  // what a refusal must leave as it was: the requests and the outbox rows of this file's centers
  const written = async () =>
    (
      (await ds.query(
        `SELECT (SELECT count(*)::int FROM "scheduling"."rebooking_request" WHERE "center_no" IN ($1, $2)) AS "requests",
                (SELECT count(*)::int FROM "scheduling"."outbox" WHERE ("payload"->>'center_no')::int IN ($1, $2)
                    OR ("payload"->'subject'->>'center_no')::int IN ($1, $2)) AS "outbox"`,
        [CENTER, OTHER_CENTER],
      )) as { requests: number; outbox: number }[]
    )[0];
  const eventsOf = async (requestNo: number) =>
    (await ds.query(
      `SELECT "type", "payload"->>'dedupe_key' AS "dedupe_key" FROM "scheduling"."outbox"
        WHERE ("payload"->>'request_no')::int = $1 AND "type" = 'RebookingRequested'
           OR "payload"->>'dedupe_key' = $2 ORDER BY "id"`,
      [requestNo, `applicationWaiting:request:${requestNo}`],
    )) as { type: string; dedupe_key: string | null }[];
  const add = (who: Caller, body: Record<string, unknown>) => service.add(body, who);
  const browse = (who: Caller, searchInfo: Record<string, unknown> = {}) =>
    service.browse({ searchInfo, orderBy: [], pagination: { current_page: 1, per_page: 100 } }, who);

  beforeAll(async () => {
    ds = await dataSource(4);
    service = new RebookingRequestService(
      new RebookingRequestRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
      new EntryCellRepository(ds),
    );
    await cleanUp();
    await addCenters(ds, [
      [CENTER, '振替試験'],
      [OTHER_CENTER, '振替試験2'],
    ]);
    for (const center of [CENTER, OTHER_CENTER])
      await addCalendar(ds, center, addDays(TODAY, -3), addDays(TODAY, DAYS), { fiscalYear: 2000 });
    const calendar: CalendarDay[] = numbers(0, DAYS).map((i) => ({
      schedule_date: addDays(TODAY, i),
      closed_flag: 0,
      tstart_ime_limit_no: 10,
      end_time_limit_no: 50,
    }));
    range = entryEditableRange({ kind: 'change', today: TODAY, calendar })!;
  });

  afterAll(async () => {
    try {
      await cleanUp();
    } finally {
      await ds.destroy();
    }
  });

  it('accepts a request for an own lesson inside the change range: open, one mail event and one alert with its own key', async () => {
    const student = await newStudent();
    const lesson = await newLesson(student, range.start);
    const out = await add(studentSelf(student), {
      schedule_no: lesson,
      wanted_date: addDays(range.start, 2),
      wanted_time_limit_no: 31,
      note: '部活のため',
    });
    expect(out).toMatchObject({
      schedule_no: lesson,
      student_no: student,
      center_no: CENTER,
      schedule_date: range.start,
      wanted_date: addDays(range.start, 2),
      wanted_time_limit_no: 31,
      note: '部活のため',
      status: 'open',
      hidden_flag: 0,
      lock_version: 0,
    });
    expect(await eventsOf(out.request_no)).toEqual([
      { type: 'RebookingRequested', dedupe_key: null },
      { type: 'AlertRaised', dedupe_key: `applicationWaiting:request:${out.request_no}` },
    ]);
    expect((await service.own(studentSelf(student))).requests.map((r) => r.request_no)).toEqual([out.request_no]);
  });

  it('accepts a free note alone', async () => {
    const student = await newStudent();
    const lesson = await newLesson(student, addDays(range.start, 3));
    const out = await add(studentSelf(student, ROLE.STUDENT_110), { schedule_no: lesson, note: '来週のどこかで' });
    expect(out).toMatchObject({ wanted_date: null, wanted_time_limit_no: null, note: '来週のどこかで', status: 'open' });
  });

  it('refuses a lesson one working day before the range with the range, and writes nothing', async () => {
    const student = await newStudent();
    const lesson = await newLesson(student, addDays(range.start, -1));
    const before = await written();
    expect(await refusal(add(studentSelf(student), { schedule_no: lesson, note: '変更希望' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        schedule_no: [{ key: 'scheduling.rebookingRequest.lessonOutsideRange', params: { start: range.start, end: range.end } }],
      },
    });
    expect(await written()).toEqual(before);
  });

  it('refuses a wanted date outside the range or on no slot, and a request wanting nothing', async () => {
    const student = await newStudent();
    const lesson = await newLesson(student, addDays(range.start, 4));
    const before = await written();
    const keyOf = async (body: Record<string, unknown>) => {
      const r = await refusal(add(studentSelf(student), { schedule_no: lesson, ...body }));
      const [message] = Object.values(r.errors ?? {}).flat() as (string | { key: string })[];
      return typeof message === 'string' ? message : message.key;
    };
    expect(await keyOf({ wanted_date: addDays(range.end, 1) })).toBe('scheduling.rebookingRequest.wantedOutsideRange');
    expect(await keyOf({ wanted_date: addDays(range.start, 5), wanted_time_limit_no: 99 })).toBe(
      'scheduling.rebookingRequest.slotUnknown',
    );
    expect(await keyOf({ note: '  ' })).toBe('scheduling.rebookingRequest.nothingWanted');
    expect(await written()).toEqual(before);
  });

  it("answers another student's lesson as not found (404), staff and teachers 403, and writes nothing", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const lesson = await newLesson(owner, addDays(range.start, 5));
    const before = await written();
    expect(await refusal(add(studentSelf(other), { schedule_no: lesson, note: 'x' }))).toMatchObject({ status: 404 });
    expect(await refusal(add(staffOf(CENTER), { schedule_no: lesson, note: 'x' }))).toMatchObject({ status: 403 });
    expect(await refusal(add(callers({ role: ROLE.TEACHER, teacherNo: 1 }), { schedule_no: lesson, note: 'x' }))).toMatchObject({
      status: 403,
    });
    expect(await refusal(browse(studentSelf(owner)))).toMatchObject({ status: 403 });
    expect(await written()).toEqual(before);
  });

  it('refuses a second open request for one lesson, also when two arrive at once', async () => {
    const student = await newStudent();
    const lesson = await newLesson(student, addDays(range.start, 6));
    await add(studentSelf(student), { schedule_no: lesson, note: '一回目' });
    expect(await refusal(add(studentSelf(student), { schedule_no: lesson, note: '二回目' }))).toMatchObject({
      errors: { schedule_no: ['scheduling.rebookingRequest.alreadyOpen'] },
    });

    const raced = await newLesson(student, addDays(range.start, 7));
    const results = await Promise.allSettled([
      add(studentSelf(student), { schedule_no: raced, note: 'A' }),
      add(studentSelf(student), { schedule_no: raced, note: 'B' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(await refusal(Promise.reject(lost.reason))).toMatchObject({
      errors: { schedule_no: ['scheduling.rebookingRequest.alreadyOpen'] },
    });
    const [{ n }] = (await ds.query(
      `SELECT count(*)::int AS "n" FROM "scheduling"."rebooking_request" WHERE "schedule_no" = $1`,
      [raced],
    )) as { n: number }[];
    expect(n).toBe(1);
  });

  it("lists the requests of the staff's centers only; hiding takes one off the list until hidden ones are asked for", async () => {
    const student = await newStudent();
    const otherStudent = await newStudent(OTHER_CENTER);
    const lesson = await newLesson(student, addDays(range.start, 8));
    const mine = await add(studentSelf(student), { schedule_no: lesson, wanted_date: addDays(range.start, 9) });
    const theirs = await add(studentSelf(otherStudent), {
      schedule_no: await newLesson(otherStudent, addDays(range.start, 8), OTHER_CENTER),
      note: '別センター',
    });
    const nosOf = async (who: Caller, searchInfo: Record<string, unknown> = {}) =>
      (await browse(who, searchInfo)).data.map((r) => r.request_no);
    expect(await nosOf(staffOf(CENTER))).toContain(mine.request_no);
    expect(await nosOf(staffOf(CENTER))).not.toContain(theirs.request_no);
    expect(await nosOf(staffOf(OTHER_CENTER))).not.toContain(mine.request_no);
    const [row] = (await browse(staffOf(CENTER))).data.filter((r) => r.request_no === mine.request_no);
    expect(row).toMatchObject({ student_name: '振替試験', center_name: '振替試験', status: 'open' });

    // another center's staff cannot hide it: as unknown as a missing one
    expect(
      await refusal(service.toggleHidden({ request_no: mine.request_no, lock_version: 0 }, staffOf(OTHER_CENTER))),
    ).toMatchObject({ status: 404 });
    const hidden = await service.toggleHidden({ request_no: mine.request_no, lock_version: 0 }, staffOf(CENTER));
    expect(hidden).toMatchObject({ hidden_flag: 1, status: 'done', lock_version: 1 });
    expect(await nosOf(staffOf(CENTER))).not.toContain(mine.request_no);
    expect(await nosOf(staffOf(CENTER), { hidden_flag: 1 })).toContain(mine.request_no);
    expect(await refusal(service.toggleHidden({ request_no: mine.request_no, lock_version: 0 }, staffOf(CENTER)))).toMatchObject({
      status: 409,
      code: 'MSG_0001',
    });

    // handled, the student may ask again; the old one cannot then be shown again beside the new one
    const again = await add(studentSelf(student), { schedule_no: lesson, note: 'もう一度' });
    expect(await refusal(service.toggleHidden({ request_no: mine.request_no, lock_version: 1 }, staffOf(CENTER)))).toMatchObject({
      errors: { request_no: ['scheduling.rebookingRequest.reopenTwice'] },
    });
    await service.toggleHidden({ request_no: again.request_no, lock_version: 0 }, staffOf(CENTER));
    expect(await service.toggleHidden({ request_no: mine.request_no, lock_version: 1 }, staffOf(CENTER))).toMatchObject({
      hidden_flag: 0,
      status: 'open',
      lock_version: 2,
    });
  });
});
