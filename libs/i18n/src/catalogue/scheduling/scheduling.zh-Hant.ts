// The scheduling service's messages: the keys of scheduling.ja.ts.
import { calendarFeedZhHant } from './calendar-feed.zh-Hant';
import { pendingScheduleZhHant } from './pending-schedule.zh-Hant';
import { rebookingRequestZhHant } from './rebooking-request.zh-Hant';
import { studentDayZhHant } from './student-day.zh-Hant';
import { studentEntryZhHant } from './student-entry.zh-Hant';
import { zoomLogZhHant } from './zoom-log.zh-Hant';
import { lessonListZhHant } from './lesson-list.zh-Hant';
import { teacherAttendanceZhHant } from './teacher-attendance.zh-Hant';

export const schedulingZhHant = {
  calendar: {
    centerInvalid: '請正確選擇中心',
    rangeInvalid: '年度與期間的指定不正確',
  },
  studentEntry: studentEntryZhHant,
  studentDay: studentDayZhHant,
  pendingSchedule: pendingScheduleZhHant,
  calendarFeed: calendarFeedZhHant,
  zoomLog: zoomLogZhHant,
  lessonList: lessonListZhHant,
  teacherAttendance: teacherAttendanceZhHant,
  rebookingRequest: rebookingRequestZhHant,
  shift: {
    invalidDate: '日期不存在',
    rangeInvalid: '結束日須在開始日之後，且不超過{max}天',
    slotInvalid: '時段請指定為40分鐘的前半或後半',
    flagInvalid: '旗標須為0或1',
    listInvalid: '請指定1至{max}筆變更的排班',
    duplicate: '相同講師、日期與時段重複',
    teacherUnknown: '找不到講師',
    notTeacherCenter: '不是講師任職的中心',
    otherCenterShift: '此時段是其他中心的排班，請在該中心變更',
    notOwn: '只能查看與變更自己的排班。',
    notEditable: '不在可編輯期間內。',
    centerOrTeacher: '請指定中心或講師',
    versionMixed: '同一講師同一日期的時段須來自同一次讀取',
    centerNotAuthorised: '不能指定或變更您無權限的中心',
  },
  teacherAvailability: {
    invalidDate: '此日期不存在',
    centerNotAuthorised: '不能指定或變更您無權限的中心',
  },
  operationStatus: {
    lessonsUnknown: '指定的課程不屬於此中心',
  },
  centerMove: {
    invalidDate: '日期不存在',
  },
  entryCell: {
    full: '{date}的這個時段已額滿，請選擇其他日期或時段。',
  },
  studentSchedule: {
    dateInvalid: '日期不存在',
    rangeInvalid: '結束日須在開始日當天或之後，且在{max}天以內',
    notMonday: '週的開始日請指定為星期一',
    centerInvalid: '請正確選擇中心',
    studentUnknown: '找不到學生',
    classificationInvalid: '請正確選擇在籍狀態',
    searchInvalid: '搜尋文字請在100個字以內，且不含控制字元',
    fiscalYearInvalid: '請正確指定年度',
  },
  application: {
    invalidDate: '日期不存在',
    tooManyRows: '一次最多可送出{max}筆',
    noCalendarRow: '{date}不在此中心的行事曆中',
    dayClosed: '{date}為休校日',
    slotUnknown: '找不到此時段',
    slotClosed: '此時段不在{date}的開放時間內',
    outsideRange: '可申請的期間為{start}至{end}',
    noRange: '目前沒有可申請的期間',
    seminarUnknown: '找不到此講習',
    outsideSeminar: '日期不在講習期間（{start}～{end}）內',
    seminarSlot: '此時段不在講習的時段內',
    seminarEntryClosed: '講習的申請期間為{start}～{end}',
    lessonUnknown: '找不到可調課的課程',
    lessonPast: '已結束的課程無法變更或取消',
    studentBusy: '此時段已有課程',
    entryUnknown: '找不到此申請',
    alreadyTakenBack: '此申請已被取消',
    changeNotWithdrawable: '調課無法取消，請重新申請調課',
    notAttendedDuplicate: '{date}已登記為缺席日',
    notAttendedOutsideRange: '缺席日請指定明天以後的日期',
    notAttendedTwice: '此日期剛被登記為缺席日，請重新整理畫面',
    notAttendedUnknown: '找不到此缺席日',
    nothingToSubmit: '請至少指定一筆申請或缺席日',
  },
  weeklyCourse: {
    staffOnly: '每週課程由職員登錄。',
    rowsInvalid: '請指定1至{max}筆每週課程',
    invalidDate: '不存在的日期',
    pastDate: '首次日期請指定今天以後的日期',
    weeksInvalid: '週數請指定1至{max}的整數',
    capacityInvalid: '人數請指定1（一對一）或2（一對二）',
    slotUnknown: '時段指定不正確',
    noCalendarDay: '{date}尚未登錄行事曆',
    closedDay: '{date}為休業日',
    slotNotOpen: '{date}的這個時段不在營業時間內',
    courseUnknown: '找不到此學生的每週課程',
    duplicate: '相同的每週課程重複了',
  },
  entryControl: {
    centerInvalid: '請正確選擇中心',
    rangeInvalid: '結束日請指定開始日以後、{max}天以內',
    invalidDate: '不存在的日期',
    actionInvalid: '操作請指定設定或解除',
    rowsInvalid: '請選取1至{max}個要變更的儲存格',
    slotUnknown: '時段指定不正確',
    outsideRange: '此日期不在搜尋期間內',
    noCalendarDay: '{date}尚未登錄行事曆',
    closedDay: '{date}為休業日',
    slotNotOpen: '{date}的這個時段不在營業時間內',
  },
};
