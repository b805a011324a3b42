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
};
