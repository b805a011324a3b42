// The scheduling service's messages: the keys of scheduling.ja.ts.
import { pendingScheduleZhHant } from './pending-schedule.zh-Hant';
import { studentEntryZhHant } from './student-entry.zh-Hant';

export const schedulingZhHant = {
  calendar: {
    centerInvalid: '請正確選擇中心',
    rangeInvalid: '年度與期間的指定不正確',
  },
  studentEntry: studentEntryZhHant,
  pendingSchedule: pendingScheduleZhHant,
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
    notAttendedUnknown: '找不到此缺席日',
    nothingToSubmit: '請至少指定一筆申請或缺席日',
  },
};
