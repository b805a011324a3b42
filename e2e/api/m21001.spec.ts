import type { CalendarBatchInput, CalendarDayRecord, CalendarRangeOutput } from '@school/contracts';
import { addDays, fiscalYearOf, fiscalYearRange } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const edited = ({
  schedule_date,
  closed_flag,
  tstart_ime_limit_no,
  end_time_limit_no,
  remarks,
  lock_version,
}: CalendarDayRecord) => ({
  schedule_date,
  closed_flag,
  tstart_ime_limit_no,
  end_time_limit_no,
  remarks,
  lock_version,
});

// M21001 calendar and holidays against the real stack: the fiscal-year view, the pre-fill of a new
// year with the public holidays, the batch edit with its rules, the 409 of a stale day, events.
describe('M21001 calendar and holidays', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);
  let centerNo = 0;
  let today = '';

  const range = async (session: ApiSession, year: number) => {
    const { start, end } = fiscalYearRange(year);
    const res = await session.call('M21001_getCalendarByRange', { center_no: centerNo, start_date: start, end_date: end });
    expect(res.status).toBe(200);
    return res.output;
  };
  const save = (session: ApiSession, year: number, calendar_data: CalendarBatchInput['calendar_data']) => {
    const { start, end } = fiscalYearRange(year);
    return session.call('M21001_doBatchEdit', {
      center_no: centerNo,
      year,
      start_date: start,
      end_date: end,
      calendar_data,
    });
  };
  // A fiscal year nobody registered yet (the test database may keep an earlier run's years).
  const newYear = async (after: number) => {
    for (let year = after + 1; year < after + 60; year++) if ((await range(head, year)).prefilled) return year;
    throw new Error('no unregistered fiscal year');
  };
  let registered = 0;
  const dayOf = (r: CalendarRangeOutput, date: string) => {
    const day = r.days.find((d) => d.schedule_date === date);
    if (!day) throw new Error(`no ${date}`);
    return day;
  };

  beforeAll(async () => {
    await Promise.all([head.login('head'), admin.login('admin')]);
    const centers = await head.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 });
    centerNo = centers.output[0].value;
  }, 120000);

  it('shows the current fiscal year April–March with closed days at slots 0 and today in Tokyo', async () => {
    const first = await head.call('M21001_getCalendarByRange', {
      center_no: centerNo,
      start_date: '2000-01-01',
      end_date: '2000-01-01',
    });
    today = first.output.today;
    expect(first.output.editable_from).toBe(addDays(today, 1));
    const year = fiscalYearOf(today);
    const r = await range(head, year);
    expect(r.prefilled).toBe(false);
    expect(r.days[0].schedule_date).toBe(`${year}-04-01`);
    expect(r.days.at(-1)?.schedule_date).toBe(`${year + 1}-03-31`);
    const closed = r.days.filter((d) => d.closed_flag === 1);
    expect(closed.length).toBeGreaterThan(10);
    expect(closed.every((d) => d.tstart_ime_limit_no === 0 && d.end_time_limit_no === 0)).toBe(true);
    expect(dayOf(r, `${year}-05-03`)).toMatchObject({ closed_flag: 1, remarks: '憲法記念日' });
    expect(r.days.every((d) => typeof d.lock_version === 'number')).toBe(true);
  });

  it('pre-fills a new year with the public holidays, and saving registers it with an event', async () => {
    const year = await newYear(fiscalYearOf(today) + 1);
    registered = year;
    const r = await range(head, year);
    expect(r.prefilled).toBe(true);
    expect(r.days.every((d) => d.lock_version === null)).toBe(true);
    expect(dayOf(r, `${year}-05-03`)).toMatchObject({
      closed_flag: 1,
      tstart_ime_limit_no: 0,
      end_time_limit_no: 0,
      remarks: '憲法記念日',
    });
    expect(dayOf(r, `${year + 1}-01-01`)).toMatchObject({ closed_flag: 1, remarks: '元日' });
    const openDay = r.days.find((d) => d.closed_flag === 0 && d.dayofweek_code === 3);
    expect(openDay?.tstart_ime_limit_no).toBeGreaterThan(0);

    const saved = await save(head, year, r.days.map(edited));
    expect(saved.status).toBe(200);
    expect(saved.output.prefilled).toBe(false);
    expect(saved.output.days.every((d) => d.lock_version === 0)).toBe(true);
    expect((await range(admin, year)).days).toEqual(saved.output.days);

    const rows = await query(
      `SELECT jsonb_array_length("payload"->'days') AS days FROM "scheduling"."outbox"
        WHERE "type" = 'CalendarDayChanged' AND ("payload"->>'fiscal_year')::int = $1 AND ("payload"->>'center_no')::int = $2`,
      [year, centerNo],
    );
    expect(rows).toEqual([{ days: r.days.length }]);
  });

  it('refuses today and the past, and a closed day whose slots are not 0, with the messages per day', async () => {
    const year = fiscalYearOf(today);
    const r = await range(head, year);
    const todayRow = dayOf(r, today);
    const res = await save(head, year, [{ ...edited(todayRow), remarks: '変更' }]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { [today]: ['今日以前の日付は編集できません（明日以降の日付のみ編集できます）'] },
    });

    const future = await range(head, registered);
    const day = future.days.find((d) => d.closed_flag === 0) as CalendarDayRecord;
    const bad = await save(head, registered, [{ ...edited(day), closed_flag: 1 }]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ [day.schedule_date]: ['休業日の開始時限・終了時限は0にしてください'] });
    const open = await save(head, registered, [{ ...edited(day), tstart_ime_limit_no: 0, end_time_limit_no: 0 }]);
    expect(open.body.errors).toEqual({ [day.schedule_date]: ['営業日は開始時限と終了時限を選択してください'] });
    expect(dayOf(await range(head, registered), day.schedule_date)).toEqual(day);
  });

  it('refuses a stale day with 409 MSG_0001 and keeps the first save whole', async () => {
    const year = registered;
    const [a, b] = (await range(head, year)).days.filter((d) => d.closed_flag === 0).slice(10, 12);
    // Two people opened the same year; the center head closes day a first.
    const first = await save(head, year, [
      { ...edited(a), closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0, remarks: '臨時休業' },
    ]);
    expect(first.status).toBe(200);
    expect(dayOf(first.output, a.schedule_date)).toMatchObject({ closed_flag: 1, remarks: '臨時休業', lock_version: 1 });
    const stale = await save(admin, year, [
      { ...edited(b), remarks: '二人目の変更' },
      { ...edited(a), remarks: '上書き' },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const after = await range(admin, year);
    expect(dayOf(after, a.schedule_date)).toMatchObject({ closed_flag: 1, remarks: '臨時休業', lock_version: 1 });
    expect(dayOf(after, b.schedule_date)).toEqual(b);
  });

  it('refuses a day of a new year that someone else registered meanwhile', async () => {
    const year = await newYear(registered);
    const day = (await range(head, year)).days[40];
    expect((await save(head, year, [edited(day)])).status).toBe(200);
    const stale = await save(admin, year, [{ ...edited(day), remarks: '後から' }]);
    expect(stale.status).toBe(409);
    expect(dayOf(await range(admin, year), day.schedule_date)).toMatchObject({ remarks: day.remarks, lock_version: 0 });
  });

  it('refuses a range outside the fiscal year and an unknown center', async () => {
    const year = registered;
    const outside = await head.call('M21001_doBatchEdit', {
      center_no: centerNo,
      year,
      start_date: `${year}-03-01`,
      end_date: `${year}-04-30`,
      calendar_data: [],
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual({ start_date: ['対象年度と期間の指定が正しくありません'] });
    const unknown = await head.call('M21001_getCalendarByRange', { center_no: 99999, start_date: today, end_date: today });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ center_no: ['センターを正しく選択してください'] });
  });

  it('is for the roles whose menu has M21001', async () => {
    const office = new ApiSession(stack);
    await office.login('office');
    expect(
      (await office.call('M21001_getCalendarByRange', { center_no: centerNo, start_date: today, end_date: today })).status,
    ).toBe(200);
    const teacher = new ApiSession(stack);
    await teacher.login('teacher1');
    expect(
      (await teacher.call('M21001_getCalendarByRange', { center_no: centerNo, start_date: today, end_date: today })).status,
    ).toBe(403);
  });
});
