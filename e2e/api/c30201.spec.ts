import { query } from '../support/db';
import { addCalendar, addShifts, removeCellRows } from '../support/entry-cells';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C30201 application limits and full seats through the gateway, on center 1's calendar days of
// November 2097 that this file writes (11-06 closed, 11-07 open for period 1 only) and three
// teachers' shifts on 11-05 period 3 first half (teacher numbers no seed uses); removed at the end.
const CENTER = 1;
const TEACHERS = [847_601, 847_602, 847_603];
const search = { center_no: CENTER, start_date: '2097-11-01', end_date: '2097-11-30' };
const cell = { schedule_date: '2097-11-05', time_limit_no: 31 };

describe('C30201 application limits and full seats', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);

  const controlRows = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "scheduling"."entry_control"
          WHERE "center_no" = $1 AND "schedule_date" BETWEEN '2097-11-01' AND '2097-11-30'`,
        [CENTER],
      )
    )[0].n;
  const cleanUp = () => removeCellRows(CENTER, '2097-11-01', '2097-11-30', TEACHERS);

  beforeAll(async () => {
    await cleanUp();
    await addCalendar(CENTER, '2097-11-01', '2097-11-30', {
      closed: ['2097-11-06'],
      endsAt: { '2097-11-07': 10 },
      fiscalYear: 2097,
    });
    await addShifts(CENTER, TEACHERS, ['2097-11-05'], [31]);
    await head.login('head');
  }, 120000);

  afterAll(cleanUp);

  it('is for staff with C30201: sales, classrooms, teachers and students are refused', async () => {
    for (const user of ['sales', 'classroom', 'teacher1', 'student1', 'student2']) {
      const session = new ApiSession(stack);
      await session.login(user);
      const read = await session.call('C30201_getBatchEdit', search);
      const write = await session.call('C30201_doBatchEdit', { ...search, action: 'set', rows: [cell] });
      expect({ user, read: read.status, write: write.status }).toEqual({ user, read: 403, write: 403 });
    }
    expect(await controlRows()).toBe(0);
    const manager = new ApiSession(stack);
    await manager.login('manager');
    expect((await manager.call('C30201_getBatchEdit', search)).status).toBe(200);
  });

  it('a control row set makes the cell full in C30201_getBatchEdit; clearing it frees the cell again', async () => {
    const before = await head.call('C30201_getBatchEdit', search);
    expect(before.status).toBe(200);
    expect(before.output.days).toHaveLength(30);
    const find = (out: typeof before.output) =>
      out.days.find((d) => d.schedule_date === cell.schedule_date)?.cells.find((c) => c.time_limit_no === cell.time_limit_no);
    expect(find(before.output)).toMatchObject({ controlled: false, remaining_teachers: 3, full: false });

    const set = await head.call('C30201_doBatchEdit', { ...search, action: 'set', rows: [cell] });
    expect(set.status).toBe(200);
    expect(set.output.changed).toBe(1);
    expect(await controlRows()).toBe(1);
    const after = await head.call('C30201_getBatchEdit', search);
    expect(find(after.output)).toMatchObject({ controlled: true, remaining_teachers: 3, full: true });
    expect(find(after.output)?.set_by_user_no).toEqual(expect.any(Number));

    const cleared = await head.call('C30201_doBatchEdit', { ...search, action: 'clear', rows: [cell] });
    expect(cleared.output.changed).toBe(1);
    expect(find(cleared.output)).toMatchObject({ controlled: false, full: false });
    expect(await controlRows()).toBe(0);
  });

  it('refuses a range over 62 days, rows outside it, closed days and unopen slots with 422; nothing written', async () => {
    const wide = await head.call('C30201_getBatchEdit', { ...search, start_date: '2097-10-01', end_date: '2097-12-02' });
    expect(wide.status).toBe(422);
    expect(wide.body.errors).toEqual({ end_date: ['終了日は開始日以降、62日以内で指定してください'] });
    const cases: [{ schedule_date: string; time_limit_no: number }, string, string][] = [
      [{ schedule_date: '2097-12-01', time_limit_no: 31 }, 'rows.1.schedule_date', '検索期間外の日付です'],
      [{ schedule_date: '2097-11-06', time_limit_no: 31 }, 'rows.1.schedule_date', '2097-11-06は休業日です'],
      [{ schedule_date: '2097-11-07', time_limit_no: 31 }, 'rows.1.time_limit_no', '2097-11-07のこの時限は営業時間外です'],
    ];
    for (const [bad, field, message] of cases) {
      const res = await head.call('C30201_doBatchEdit', { ...search, action: 'set', rows: [cell, bad] });
      expect({ bad, status: res.status, errors: res.body.errors }).toEqual({ bad, status: 422, errors: { [field]: [message] } });
    }
    expect(await controlRows()).toBe(0);
  });
});
