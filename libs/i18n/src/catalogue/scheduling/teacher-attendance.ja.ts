// C40701 teacher attendance check (staff): screen and messages (scheduling.teacherAttendance.*).
export const teacherAttendanceJa = {
  date: '日付',
  center: 'センター',
  allCenters: 'すべてのセンター',
  teacher: '講師',
  shift: 'シフト',
  shiftHalves: 'シフト（コマ）',
  lessons: '割当授業',
  held: '実施',
  absent: '欠席',
  reportsUnwritten: '報告書未作成',
  linksOpened: 'リンク確認',
  linksOpenedValue: '{opened}/{total}',
  period: '期間',
  rangeInvalid: '終了日は開始日以降、{max}日以内で指定してください',
};
export type TeacherAttendanceTexts = typeof teacherAttendanceJa;
