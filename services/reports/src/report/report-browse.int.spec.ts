import { addDays, tokyoDate } from '@school/domain';
import { lessonsOf, refusal, staffOf, TEACHER1, TEACHER2, teacher, useReportsBed } from './report.test-bed';

// The lists (C50101_getDropdownData, C50101_doBrowse, C50101TeacherBrowse_doBrowse) through
// ReportBrowseService against the run's PostgreSQL and masters' names. The spec's lessons are dated
// far in the past (a range no seeded lesson has), schedule_nos and students 985_000+.
const DAY = '2001-04-02';
const range = { since: DAY, before: addDays(DAY, 6) };

describe('ReportBrowseService', () => {
  const bed = useReportsBed(985_000);
  const { admin, addLesson, doEdit } = lessonsOf(bed);
  const student = 985_900;
  let mine: number, other: number, elsewhere: number, cancelled: number, unassigned: number;

  beforeAll(async () => {
    mine = await addLesson({ student, teacher: TEACHER1, date: DAY });
    other = await addLesson({ student, teacher: TEACHER2, date: addDays(DAY, 1) });
    elsewhere = await addLesson({ student, teacher: TEACHER1, date: addDays(DAY, 2), center: 2 });
    cancelled = await addLesson({ student, teacher: TEACHER1, date: addDays(DAY, 3), cancelled: true });
    unassigned = await addLesson({ student, teacher: 0, date: addDays(DAY, 4) });
    await doEdit(teacher(TEACHER1), mine, 'save');
  });
  const nos = (page: { data: { schedule_no: number }[] }) => page.data.map((r) => r.schedule_no);

  it('lists the staff’s centers’ lessons with a teacher that take place, newest first, named and with their report', async () => {
    const all = await bed.browse.staffBrowse({ searchInfo: range }, admin());
    expect(nos(all)).toEqual([elsewhere, other, mine]);
    expect(nos(all)).not.toContain(cancelled);
    expect(nos(all)).not.toContain(unassigned);
    expect(all.data[2]).toMatchObject({
      schedule_no: mine,
      report_status: 0,
      t3110_lock_version: 1,
      center_name: expect.any(String),
      teacher_name: expect.any(String),
      subject_name: expect.any(String),
    });
    expect(nos(await bed.browse.staffBrowse({ searchInfo: range }, staffOf([1])))).toEqual([other, mine]);
    expect(nos(await bed.browse.staffBrowse({ searchInfo: { ...range, report_status: 'unwritten' } }, admin()))).toEqual([
      elsewhere,
      other,
    ]);
    expect(nos(await bed.browse.staffBrowse({ searchInfo: { ...range, teacher_no: TEACHER2 } }, admin()))).toEqual([other]);
  });

  it('refuses a center not the staff’s, a reversed range and an unknown status', async () => {
    expect(await refusal(bed.browse.staffBrowse({ searchInfo: { ...range, center_no: 2 } }, staffOf([1])))).toMatchObject({
      status: 422,
      errors: { center_no: ['reports.error.centerInvalid'] },
    });
    expect(
      await refusal(bed.browse.staffBrowse({ searchInfo: { since: range.before, before: range.since } }, admin())),
    ).toMatchObject({ status: 422, errors: { since: ['reports.error.rangeInvalid'] } });
    expect(await refusal(bed.browse.staffBrowse({ searchInfo: { ...range, report_status: 7 } }, admin()))).toMatchObject({
      status: 422,
      errors: { report_status: ['error.validation'] },
    });
  });

  it('lists a teacher’s own lessons only, whatever center or teacher the search names', async () => {
    const own = await bed.browse.teacherBrowse(
      { searchInfo: { ...range, teacher_no: TEACHER2, center_no: 1 } },
      teacher(TEACHER1),
    );
    expect(nos(own)).toEqual([elsewhere, mine]);
    expect(nos(await bed.browse.teacherBrowse({ searchInfo: range }, admin()))).toEqual([]);
  });

  it('offers the staff’s centers, their lessons’ teachers by name and the last 7 days', async () => {
    const today = tokyoDate(Date.now());
    const choices = await bed.browse.dropdowns(staffOf([1]));
    expect(choices.centers.map((c) => c.value)).toEqual([1]);
    expect(choices.teachers.map((t) => t.value)).toEqual(expect.arrayContaining([TEACHER1, TEACHER2]));
    expect(choices).toMatchObject({ since: addDays(today, -6), before: today });
  });
});
