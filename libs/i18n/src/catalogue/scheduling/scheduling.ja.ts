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
  application: {
    invalidDate: '存在しない日付です',
    tooManyRows: '一度に送れるのは{max}件までです',
    noCalendarRow: '{date}はこのセンターのカレンダーに登録されていません',
    dayClosed: '{date}は休校日です',
    slotUnknown: '時限が見つかりません',
    slotClosed: 'この時限は{date}の開校時間外です',
    outsideRange: '申込できるのは{start}から{end}までです',
    noRange: '現在申込できる期間はありません',
    seminarUnknown: '講習が見つかりません',
    outsideSeminar: '講習の期間（{start}～{end}）外の日付です',
    seminarSlot: 'この時限は講習の時間帯外です',
    seminarEntryClosed: '講習の申込期間（{start}～{end}）外です',
    lessonUnknown: '振替・変更できる授業が見つかりません',
    lessonPast: '終了した授業は変更・取消できません',
    studentBusy: 'この時間帯には既に授業があります',
    entryUnknown: '申込が見つかりません',
    alreadyTakenBack: 'この申込は既に取り消されています',
    changeNotWithdrawable: '振替・変更は取り消せません。もう一度振替・変更を申し込んでください',
    notAttendedDuplicate: '{date}は既に欠席日として登録されています',
    notAttendedOutsideRange: '欠席日は明日以降の日付で指定してください',
    notAttendedUnknown: '欠席日が見つかりません',
    nothingToSubmit: '登録する申込または欠席日を1件以上指定してください',
  },
} as const;
