import { outboxActions } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const NAME = '2031年度 テスト講習';
const fields = {
  seminar_name: NAME,
  schedule_start_date: '2031-07-21',
  schedule_end_date: '2031-08-20',
  start_time_limit_no: 10,
  end_time_limit_no: 40,
  entry_start_date: '2031-06-01',
  entry_end_date: '2031-07-10',
  remarks: '試験対策',
};
const browse = (searchInfo: Record<string, unknown>) => ({
  searchInfo,
  orderBy: [],
  pagination: { current_page: 1, per_page: 30 },
});

// M20801 seasonal schedule against the real stack (scheduling service): list, search, add, edit,
// stale edit, delete, the date and slot rules, the unique name, SeminarCalendarChanged.
describe('M20801 seasonal schedule', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const office = new ApiSession(stack);

  beforeAll(async () => {
    await Promise.all([head.login('head'), office.login('office')]);
    for (const name of [NAME, '2031年度 テスト講習（改）']) {
      const left = await head.call('M20801_getEdit', { seminar_name: name });
      if (left.status === 200)
        await head.call('M20801_doDelete', {
          seminar_calendar_no: left.output.seminar_calendar_no,
          lock_version: left.output.lock_version,
        });
    }
  }, 120000);

  it('lists the seeded seminars with civil dates, searches and filters by fiscal year', async () => {
    const all = await head.call('M20801_doBrowse', browse({}));
    expect(all.status).toBe(200);
    expect(all.output.pagination.per_page).toBe(30);
    const summer = all.output.data.find((s) => s.seminar_name.endsWith('夏期講習'));
    expect(summer?.schedule_start_date).toMatch(/^\d{4}-07-21$/);
    const found = await head.call('M20801_doBrowse', browse({ search: '夏期' }));
    expect(found.output.data.length).toBeGreaterThan(0);
    expect(found.output.data.every((s) => s.seminar_name.includes('夏期講習'))).toBe(true);
    const year = summer?.fiscal_year ?? 0;
    // that year's seeded seminars, and only that year's (another file may add one of its own meanwhile)
    const byYear = await head.call('M20801_doBrowse', browse({ fiscal_year: year }));
    expect(byYear.output.data.map((s) => s.seminar_name)).toEqual(
      expect.arrayContaining([`${year}年度 夏期講習`, `${year}年度 冬期講習`, `${year}年度 春期講習`]),
    );
    expect(byYear.output.data.filter((s) => s.fiscal_year !== year)).toEqual([]);
    const none = await head.call('M20801_doBrowse', browse({ search: '存在しない' }));
    expect(none.output.data).toEqual([]);
  });

  it('offers the slots of the time-slot master', async () => {
    const res = await head.call('M20801_getDropdownData', {});
    expect(res.output.time_slots.map((s) => s.value)).toEqual(expect.arrayContaining([10, 11, 12, 20, 50]));
  });

  it('validates again on the server: dates in order, slots of the master, a unique name', async () => {
    const res = await head.call('M20801_doSave', {
      ...fields,
      schedule_end_date: '2031-07-20',
      entry_start_date: '2031-07-11',
      entry_end_date: '2031-07-10',
      start_time_limit_no: 99,
      end_time_limit_no: 20,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        schedule_end_date: ['講習終了日は講習開始日以降の日付にしてください'],
        entry_end_date: ['申込終了日は申込開始日以降の日付にしてください'],
        start_time_limit_no: ['時限マスタにない時限です'],
        end_time_limit_no: ['終了時限は開始時限以降にしてください'],
      },
    });
    const late = await head.call('M20801_doSave', { ...fields, entry_end_date: '2031-08-21' });
    expect(late.body.errors).toEqual({ entry_end_date: ['申込終了日は講習終了日以前の日付にしてください'] });
    const blank = await head.call('M20801_doSave', { ...fields, seminar_name: '', schedule_start_date: '2031-02-30' });
    expect(blank.body.errors).toEqual({ seminar_name: ['必須項目です'], schedule_start_date: ['正しい日付を入力してください'] });
    const seeded = (await head.call('M20801_doBrowse', browse({}))).output.data[0];
    const taken = await head.call('M20801_doSave', { ...fields, seminar_name: seeded.seminar_name });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ seminar_name: ['この講習名はすでに登録されています'] });
  });

  it('adds, edits, refuses a stale save with 409 MSG_0001 and changes nothing, then deletes', async () => {
    const added = await head.call('M20801_doSave', fields);
    expect(added.status).toBe(200);
    expect(added.output).toMatchObject({ ...fields, fiscal_year: 2031, lock_version: 0 });
    const no = added.output.seminar_calendar_no;
    const read = (await office.call('M20801_getEdit', { seminar_name: NAME })).output;
    expect(read.seminar_calendar_no).toBe(no);

    // Two people opened the same seminar; the center head saves first, renaming it.
    const renamed = '2031年度 テスト講習（改）';
    const first = await head.call('M20801_doSave', {
      ...fields,
      seminar_name: renamed,
      seminar_calendar_no: no,
      lock_version: 0,
    });
    expect(first.output).toMatchObject({ seminar_name: renamed, lock_version: 1 });
    const stale = await office.call('M20801_doSave', { ...fields, remarks: '上書き', seminar_calendar_no: no, lock_version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const now = (await office.call('M20801_getEdit', { seminar_name: renamed })).output;
    expect(now).toMatchObject({ remarks: '試験対策', lock_version: 1 });
    expect((await office.call('M20801_getEdit', { seminar_name: NAME })).status).toBe(404);

    expect((await office.call('M20801_doDelete', { seminar_calendar_no: no, lock_version: 0 })).status).toBe(409);
    expect((await office.call('M20801_doDelete', { seminar_calendar_no: no, lock_version: 1 })).status).toBe(200);
    expect((await office.call('M20801_getEdit', { seminar_name: renamed })).status).toBe(404);

    expect(await outboxActions('scheduling', 'SeminarCalendarChanged', 'seminar', 'seminar_calendar_no', no)).toEqual([
      'added',
      'edited',
      'deleted',
    ]);
  });

  it('is for the roles whose menu has M20801', async () => {
    const teacher = new ApiSession(stack);
    await teacher.login('teacher1');
    expect((await teacher.call('M20801_doBrowse', browse({}))).status).toBe(403);
  });
});
