// The scheduling service's own messages (scheduling.<feature>.<key>), by feature folder.
import { pendingScheduleJa } from './pending-schedule.ja';
import { studentEntryJa } from './student-entry.ja';

export const schedulingJa = {
  calendar: {
    centerInvalid: 'センターを正しく選択してください',
    rangeInvalid: '対象年度と期間の指定が正しくありません',
  },
  studentEntry: studentEntryJa,
  pendingSchedule: pendingScheduleJa,
  shift: {
    invalidDate: '存在しない日付です',
    rangeInvalid: '終了日は開始日以降、{max}日以内で指定してください',
    slotInvalid: '時限は40分の前半・後半で指定してください',
    flagInvalid: 'フラグは0または1で指定してください',
    listInvalid: '変更するシフトを1件以上、{max}件以内で指定してください',
    duplicate: '同じ講師・日付・時限が重複しています',
    teacherUnknown: '講師が見つかりません',
    notTeacherCenter: '講師の勤務センターではありません',
    otherCenterShift: 'この時限は他センターのシフトです。そのセンターで変更してください',
    notOwn: 'ご自身のシフトのみ表示・変更できます。',
    notEditable: '編集可能な期間外です。',
    centerOrTeacher: 'センターまたは講師を指定してください',
    versionMixed: '同じ講師・日付のシフトは同じ読み込みから保存してください',
    centerNotAuthorised: '権限のないセンターは指定・変更できません',
  },
  teacherAvailability: {
    invalidDate: '存在しない日付です',
    centerNotAuthorised: '権限のないセンターは指定・変更できません',
  },
  operationStatus: {
    lessonsUnknown: '指定された授業はこのセンターにありません',
  },
  centerMove: {
    invalidDate: '存在しない日付です',
  },
  entryCell: {
    full: '{date}のこの時間帯は満席です。別の日時を選んでください。',
  },
} as const;
