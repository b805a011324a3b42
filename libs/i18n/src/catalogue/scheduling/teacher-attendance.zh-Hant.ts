import type { TeacherAttendanceTexts } from './teacher-attendance.ja';

export const teacherAttendanceZhHant: TeacherAttendanceTexts = {
  date: '日期',
  center: '中心',
  allCenters: '所有中心',
  teacher: '講師',
  shift: '班表',
  shiftHalves: '班表（節）',
  lessons: '分配課程',
  held: '已上課',
  absent: '缺席',
  reportsUnwritten: '報告書未填寫',
  linksOpened: '連結開啟',
  linksOpenedValue: '{opened}/{total}',
  period: '期間',
  rangeInvalid: '結束日須在開始日之後，且在{max}天以內',
};
