// The scheduling service's own messages (scheduling.<feature>.<key>), by feature folder.
import { calendarFeedJa } from './calendar-feed.ja';
import { pendingScheduleJa } from './pending-schedule.ja';
import { rebookingRequestJa } from './rebooking-request.ja';
import { studentDayJa } from './student-day.ja';
import { studentEntryJa } from './student-entry.ja';
import { zoomLogJa } from './zoom-log.ja';
import { lessonListJa } from './lesson-list.ja';
import { teacherAttendanceJa } from './teacher-attendance.ja';

export const schedulingJa = {
  calendar: {
    centerInvalid: 'センターを正しく選択してください',
    rangeInvalid: '対象年度と期間の指定が正しくありません',
  },
  studentEntry: studentEntryJa,
  studentDay: studentDayJa,
  pendingSchedule: pendingScheduleJa,
  calendarFeed: calendarFeedJa,
  zoomLog: zoomLogJa,
  lessonList: lessonListJa,
  teacherAttendance: teacherAttendanceJa,
  rebookingRequest: rebookingRequestJa,
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
  studentSchedule: {
    dateInvalid: '存在しない日付です',
    rangeInvalid: '終了日は開始日以降、{max}日以内で指定してください',
    notMonday: '週の開始日は月曜日で指定してください',
    centerInvalid: 'センターを正しく選択してください',
    studentUnknown: '生徒が見つかりません',
    classificationInvalid: '在籍区分を正しく選択してください',
    searchInvalid: '検索文字列は制御文字を含めず100文字以内で入力してください',
    fiscalYearInvalid: '年度を正しく指定してください',
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
    notAttendedTwice: 'この日は同時に欠席日として登録されました。画面を更新してください',
    notAttendedUnknown: '欠席日が見つかりません',
    nothingToSubmit: '登録する申込または欠席日を1件以上指定してください',
  },
  weeklyCourse: {
    staffOnly: '週間コースはスタッフが登録します。',
    rowsInvalid: '週間コースの行を1件以上、{max}件以内で指定してください',
    invalidDate: '存在しない日付です',
    pastDate: '初回日は今日以降の日付を指定してください',
    weeksInvalid: '週数は1以上{max}以下の整数で指定してください',
    capacityInvalid: '定員は1（1対1）または2（1対2）で指定してください',
    slotUnknown: '時限の指定が正しくありません',
    noCalendarDay: '{date}のカレンダーが登録されていません',
    closedDay: '{date}は休業日です',
    slotNotOpen: '{date}のこの時限は営業時間外です',
    courseUnknown: 'この生徒の週間コースが見つかりません',
    duplicate: '同じ週間コースが重複しています',
  },
  entryControl: {
    centerInvalid: 'センターを正しく選択してください',
    rangeInvalid: '終了日は開始日以降、{max}日以内で指定してください',
    invalidDate: '存在しない日付です',
    actionInvalid: '操作は設定または解除を指定してください',
    rowsInvalid: '変更するセルを1件以上、{max}件以内で選択してください',
    slotUnknown: '時限の指定が正しくありません',
    outsideRange: '検索期間外の日付です',
    noCalendarDay: '{date}のカレンダーが登録されていません',
    closedDay: '{date}は休業日です',
    slotNotOpen: '{date}のこの時限は営業時間外です',
  },
} as const;
