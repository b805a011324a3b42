import { addDays, tokyoDate } from '@school/domain';
import { lessonsOf, refusal, staffOf, studentCaller, TEACHER1, TEACHER2, teacher, useReportsBed } from './report.test-bed';

// The reads (C50102_getDropdownList, C50102_getEdit, C50102_getNextScheduleList,
// C50102_getPreviousReportNoList, C50103_getData) through ReportViewService against the run's
// PostgreSQL and masters' names (schedule_nos and students 984_000+).
const TODAY = tokyoDate(Date.now());

describe('ReportViewService', () => {
  const bed = useReportsBed(984_000);
  const { admin, sales, addLesson, doEdit } = lessonsOf(bed);
  let nextStudent = 984_900;

  it('offers each name group’s choices in their order', async () => {
    const list = await bed.view.dropdownList(teacher(TEACHER1));
    expect(Object.keys(list).sort()).toEqual(['101', '102', '103', '104', '105']);
    for (const options of Object.values(list)) {
      expect(options.length).toBeGreaterThan(0);
      expect(options[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
    }
  });

  it('shows an unwritten report in entry mode to its teacher, for review to staff, read only to its student', async () => {
    const student = nextStudent++;
    const no = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -1) });
    const entry = await bed.view.getEdit({ schedule_no: no }, teacher(TEACHER1));
    expect(entry).toMatchObject({ mode: 'add', actions: ['save', 'submit', 'absent', 'editRow', 'editHandover'] });
    expect(entry.currentFormData).toMatchObject({ schedule_no: no, report_status: null, t3110_lock_version: 0 });
    expect(entry.currentFormData.details).toHaveLength(16);
    // the lesson is named as masters has it
    expect(entry.lesson).toMatchObject({ schedule_no: no, center_no: 1, teacher_no: TEACHER1, center_name: expect.any(String) });
    expect(entry.lesson.teacher_name).toEqual(expect.any(String));
    expect((await bed.view.getEdit({ schedule_no: no, viewMode: 1 }, teacher(TEACHER1))).actions).toEqual([]);
    expect(await bed.view.getEdit({ schedule_no: no }, studentCaller(student))).toMatchObject({ mode: 'view', actions: [] });
    expect(await refusal(bed.view.getEdit({ schedule_no: no }, studentCaller(student + 1)))).toMatchObject({ status: 403 });
    expect(await refusal(bed.view.getEdit({ schedule_no: no }, teacher(TEACHER2)))).toMatchObject({ status: 403 });
    expect(await refusal(bed.view.getEdit({ schedule_no: no }, staffOf([2])))).toMatchObject({ status: 403 });
    expect(await refusal(bed.view.getEdit({ schedule_no: 984_999 }, admin()))).toMatchObject({ status: 404 });
    await doEdit(teacher(TEACHER1), no, 'submit');
    expect(await bed.view.getEdit({ schedule_no: no }, staffOf([1]))).toMatchObject({
      mode: 'review',
      actions: ['comment', 'approve', 'reject'],
    });
  });

  it('offers no action on a cancelled lesson', async () => {
    const no = await addLesson({ student: nextStudent++, teacher: TEACHER1, date: addDays(TODAY, -1), cancelled: true });
    expect((await bed.view.getEdit({ schedule_no: no }, teacher(TEACHER1))).actions).toEqual([]);
  });

  it('lists the student’s next lessons that take place, soonest first, and the reports before, newest first', async () => {
    const student = nextStudent++;
    const older = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -9) });
    await doEdit(teacher(TEACHER1), older, 'save');
    const unwritten = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -8) });
    const no = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, -7) });
    const later = await addLesson({ student, teacher: TEACHER2, date: addDays(TODAY, 7) });
    await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, 3), cancelled: true });
    const sooner = await addLesson({ student, teacher: TEACHER1, date: addDays(TODAY, 2) });
    const next = await bed.view.next({ schedule_no: no }, teacher(TEACHER1));
    expect(next.map((n) => n.schedule_no)).toEqual([sooner, later]);
    expect(next[1]).toMatchObject({ teacher_no: TEACHER2, teacher_name: expect.any(String), subject_name: expect.any(String) });
    // only lessons with a report count as previous ones
    const previous = await bed.view.previous({ schedule_no: no }, teacher(TEACHER1));
    expect(previous.map((p) => p.schedule_no)).toEqual([older]);
    expect(previous.map((p) => p.schedule_no)).not.toContain(unwritten);
    expect(await refusal(bed.view.next({ schedule_no: no }, teacher(TEACHER2)))).toMatchObject({ status: 403 });

    const data = await bed.view.data({ schedule_no: no }, sales());
    expect(data).toMatchObject({ mode: 'view', actions: [] });
    expect(data.next.map((n) => n.schedule_no)).toEqual([sooner, later]);
    expect(data.previous.map((p) => p.schedule_no)).toEqual([older]);
  });
});
