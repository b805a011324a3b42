import {
  canSeeAlert,
  lessonReportAudience,
  centerStaffAudience,
  isUnassignedLessonAlertDue,
  lessonAlertDedupeKey,
  unassignedLessonAlertWindow,
} from './alert-rules';

describe('unassigned lesson alerts', () => {
  const today = '2026-12-30';

  it('covers today up to two days ahead, across a year end', () => {
    expect(unassignedLessonAlertWindow(today)).toEqual({ from: '2026-12-30', to: '2027-01-01' });
  });

  it('is due for a lesson without a teacher inside the window only', () => {
    expect(isUnassignedLessonAlertDue({ teacher_no: 0, schedule_date: '2026-12-30' }, today)).toBe(true);
    expect(isUnassignedLessonAlertDue({ teacher_no: 0, schedule_date: '2027-01-01' }, today)).toBe(true);
    expect(isUnassignedLessonAlertDue({ teacher_no: 0, schedule_date: '2027-01-02' }, today)).toBe(false);
    expect(isUnassignedLessonAlertDue({ teacher_no: 0, schedule_date: '2026-12-29' }, today)).toBe(false);
    expect(isUnassignedLessonAlertDue({ teacher_no: 7, schedule_date: '2026-12-31' }, today)).toBe(false);
  });

  it('keys the alert by kind and lesson', () => {
    expect(lessonAlertDedupeKey('lessonUnassigned', 42)).toBe('lessonUnassigned:lesson:42');
    expect(lessonAlertDedupeKey('lessonUnassigned', 42)).not.toBe(lessonAlertDedupeKey('reportUnwritten', 42));
  });
});

describe('who sees an alert', () => {
  const center1 = centerStaffAudience(1);

  it('shows a center’s alert to staff of every center or of that center', () => {
    expect(canSeeAlert({ role: 560, centerNos: null }, center1)).toBe(true);
    expect(canSeeAlert({ role: 420, centerNos: [1] }, center1)).toBe(true);
    expect(canSeeAlert({ role: 410, centerNos: [9] }, center1)).toBe(false);
  });

  it('never shows it to a role it is not addressed to', () => {
    expect(canSeeAlert({ role: 300, centerNos: null }, center1)).toBe(false);
    expect(canSeeAlert({ role: 110, centerNos: [1] }, center1)).toBe(false);
    expect(canSeeAlert({ role: null, centerNos: null }, center1)).toBe(false);
    expect(canSeeAlert({ role: 540, centerNos: [2] }, { roles: [560], center_no: null })).toBe(false);
    expect(canSeeAlert({ role: 560, centerNos: [2] }, { roles: [560], center_no: null })).toBe(true);
  });

  it('shows an alert addressed to one teacher or one user to them only', () => {
    const teacher7 = { roles: [300], center_no: null, teacher_no: 7 };
    expect(canSeeAlert({ role: 300, centerNos: null, teacherNo: 7 }, teacher7)).toBe(true);
    expect(canSeeAlert({ role: 300, centerNos: null, teacherNo: 8 }, teacher7)).toBe(false);
    const reviewer = { ...centerStaffAudience(1), user_no: 3 };
    expect(canSeeAlert({ role: 560, centerNos: null, userNo: 3 }, reviewer)).toBe(true);
    expect(canSeeAlert({ role: 560, centerNos: null, userNo: 4 }, reviewer)).toBe(false);
  });

  it('shows a teacher only the alerts that name them, whatever their centers', () => {
    const toTeachers = { roles: [300], center_no: null };
    expect(canSeeAlert({ role: 300, centerNos: null, teacherNo: 7 }, toTeachers)).toBe(false);
    expect(canSeeAlert({ role: 300, centerNos: [1], teacherNo: 7 }, { ...centerStaffAudience(1), roles: [300] })).toBe(false);
    expect(canSeeAlert({ role: 300, centerNos: [], teacherNo: 7 }, lessonReportAudience(1, 7))).toBe(true);
    expect(canSeeAlert({ role: 300, centerNos: [1], teacherNo: 8 }, lessonReportAudience(1, 7))).toBe(false);
    expect(canSeeAlert({ role: 300, centerNos: null, teacherNo: null }, lessonReportAudience(1, 7))).toBe(false);
  });

  it('shows an unwritten report to the center’s staff and the lesson’s teacher', () => {
    const unwritten = lessonReportAudience(1, 7);
    expect(canSeeAlert({ role: 560, centerNos: null }, unwritten)).toBe(true);
    expect(canSeeAlert({ role: 420, centerNos: [1] }, unwritten)).toBe(true);
    expect(canSeeAlert({ role: 410, centerNos: [9] }, unwritten)).toBe(false);
    expect(canSeeAlert({ role: 300, centerNos: null, teacherNo: 7 }, unwritten)).toBe(true);
  });
});
