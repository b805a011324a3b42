import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { RpcClient } from '@school/server-kit';
import ICAL from 'ical.js';
import { connect, type NatsConnection } from 'nats';
import { type DataSource } from 'typeorm';
import { addLesson, addShifts, addStudents, callersOf, dataSource, refusal, removeRows } from '../entry-cell/entry-cell.test-bed';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedService, hashFeedToken } from './calendar-feed.service';

// CalendarFeed_* against the real PostgreSQL (and masters over the run's NATS for subject names): the
// token stored only as its sha-256, one per account, replaced and revoked; a feed lists exactly the
// owner's lessons of its range, cancelled ones and other people's names left out. The accounts
// 841_9xx, students 841_1xx, teacher 841_201 and lessons 841_0xx are this file's own, in 2094.
const CENTER = 2;
const STUDENT = 841_101;
const CLASSMATE = 841_102;
const TEACHER = 841_201;
const FIRST_LESSON = 841_001;
const PREFIX = `feed-${process.pid}-`;
// the feed's today: its range is 2094-04-20 (30 days back) to 2094-09-02 (15 weeks ahead)
const NOW = new Date('2094-05-20T03:00:00Z');

const caller = callersOf({ requestId: 'calendar-feed.service.int.spec', locale: 'en' });
const teacher = (): Caller => caller({ userNo: 841_901, role: ROLE.TEACHER, teacherNo: TEACHER });
const student = (): Caller => caller({ userNo: 841_902, role: ROLE.STUDENT_120, studentNo: STUDENT });

type Event = { uid: string; summary: string; start: string; zone: string; location: string; url: string };

const eventsOf = (ics: string): Event[] => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.toString(),
      zone: e.startDate.zone?.tzid ?? '',
      location: e.location,
      url: String(v.getFirstPropertyValue('url')),
    };
  });
};

describe('CalendarFeedService against PostgreSQL', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let service: CalendarFeedService;
  let next = FIRST_LESSON;
  const ids: Record<string, number> = {};
  const tokenOf = (path: string) => /^\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(path)?.[1] ?? '';
  const stored = async (userNo: number) =>
    (await ds.query(
      `SELECT "token_hash", "owner_kind", "owner_no" FROM "scheduling"."calendar_feed_token" WHERE "user_no" = $1`,
      [userNo],
    )) as { token_hash: Buffer; owner_kind: string; owner_no: number }[];
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."calendar_feed_token" WHERE "user_no" BETWEEN 841900 AND 841999`);
    await removeRows(ds, {
      students: [STUDENT, CLASSMATE],
      lessons: [FIRST_LESSON, FIRST_LESSON + 99],
      teachers: [TEACHER],
      teacherProjections: true,
      shiftVersionDates: ['2094-01-01', '2094-12-31'],
    });
  };
  const lesson = (date: string, o: { student: number; teacher?: number; cancelled?: boolean }) =>
    addLesson(ds, { no: next++, date, center: CENTER, ...o });

  beforeAll(async () => {
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = await dataSource(2);
    nc = await connect({ servers: process.env.NATS_URL });
    service = new CalendarFeedService(new CalendarFeedRepository(ds), new RpcClient(nc, 10000), {
      WEB_URL: 'https://school.test',
    } as never);
    await cleanUp();
    await addStudents(ds, CENTER, [STUDENT, CLASSMATE], (no) => `${PREFIX}student-${no}`);
    await ds.query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "teacher_name", "teacher_namej", "sex", "teacher_type", "center_nos")
       VALUES ($1, $2, $3, $3, 1, 1, ARRAY[$2::int])`,
      [TEACHER, CENTER, `${PREFIX}teacher`],
    );
    const dates = ['2094-04-19', '2094-04-20', '2094-05-21', '2094-05-22', '2094-09-02', '2094-09-03'];
    await addShifts(ds, CENTER, [TEACHER], dates, [21]);
    // just outside, first and last day of the range, a cancelled one, and a classmate's with the teacher
    ids.before = await lesson('2094-04-19', { student: STUDENT, teacher: TEACHER });
    ids.first = await lesson('2094-04-20', { student: STUDENT, teacher: TEACHER });
    ids.cancelled = await lesson('2094-05-21', { student: STUDENT, teacher: TEACHER, cancelled: true });
    ids.classmate = await lesson('2094-05-22', { student: CLASSMATE, teacher: TEACHER });
    ids.last = await lesson('2094-09-02', { student: STUDENT, teacher: TEACHER });
    ids.after = await lesson('2094-09-03', { student: STUDENT, teacher: TEACHER });
    ids.noTeacher = await lesson('2094-05-21', { student: STUDENT });
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
    await nc.close();
  });

  it('stores only the sha-256 of a 32-byte token, one row per account, and a new enable replaces the old', async () => {
    const first = await service.enable(teacher());
    const token = tokenOf(first.path);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await stored(841_901)).toEqual([{ token_hash: hashFeedToken(token), owner_kind: 'teacher', owner_no: TEACHER }]);
    expect(await service.status(teacher())).toEqual({ enabled: true, enabled_at: first.enabled_at });

    const second = await service.enable(teacher());
    expect(tokenOf(second.path)).not.toBe(token);
    expect(await stored(841_901)).toEqual([expect.objectContaining({ token_hash: hashFeedToken(tokenOf(second.path)) })]);
    expect(await refusal(service.feed({ token }, teacher(), NOW))).toMatchObject({ status: 404 });
    expect((await service.feed({ token: tokenOf(second.path) }, caller(), NOW)).ics).toContain('BEGIN:VCALENDAR');
  });

  it("lists exactly the teacher's lessons of the range, in Asia/Tokyo, with no student's name", async () => {
    const { path } = await service.enable(teacher());
    const { ics } = await service.feed({ token: tokenOf(path) }, caller(), NOW);
    const events = eventsOf(ics);
    expect(events.map((e) => e.uid).sort()).toEqual(
      [ids.first, ids.classmate, ids.last].map((no) => `lesson-${no}@school.test`).sort(),
    );
    expect(events.find((e) => e.uid === `lesson-${ids.first}@school.test`)).toMatchObject({
      start: '2094-04-20T16:00:00',
      zone: 'Asia/Tokyo',
      summary: expect.stringMatching(/\S/),
      // a past lesson opens its report; a coming one the teacher's today screen
      url: `https://school.test/C50102/${ids.first}`,
    });
    expect(events.find((e) => e.uid === `lesson-${ids.last}@school.test`)?.url).toBe('https://school.test/C11101');
    expect(ics).not.toContain(PREFIX);
  });

  it("lists the student's own lessons, with or without a teacher, and names no teacher", async () => {
    const { path } = await service.enable(student());
    const events = eventsOf((await service.feed({ token: tokenOf(path) }, caller(), NOW)).ics);
    expect(events.map((e) => e.uid).sort()).toEqual(
      [ids.first, ids.noTeacher, ids.last].map((no) => `lesson-${no}@school.test`).sort(),
    );
    expect(events.every((e) => e.url === 'https://school.test/C21101')).toBe(true);
    expect(JSON.stringify(events)).not.toContain(PREFIX);
  });

  it('revokes: the feed is gone (404), the status off, the row removed', async () => {
    const { path } = await service.enable(student());
    expect(await service.revoke(student())).toEqual({ enabled: false, enabled_at: null });
    expect(await stored(841_902)).toEqual([]);
    expect(await service.status(student())).toEqual({ enabled: false, enabled_at: null });
    expect(await refusal(service.feed({ token: tokenOf(path) }, caller(), NOW))).toMatchObject({ status: 404 });
  });

  it('refuses staff and accounts linked to nobody; answers 404 to a malformed token', async () => {
    expect(await refusal(service.enable(caller({ userNo: 841_903, role: ROLE.OFFICE_STAFF })))).toMatchObject({ status: 403 });
    expect(await refusal(service.enable(caller({ userNo: 841_904, role: ROLE.TEACHER })))).toMatchObject({ status: 403 });
    expect(await refusal(service.feed({ token: '../x' }, caller(), NOW))).toMatchObject({ status: 404 });
    expect(await refusal(service.feed({}, caller(), NOW))).toMatchObject({ status: 404 });
  });
});
