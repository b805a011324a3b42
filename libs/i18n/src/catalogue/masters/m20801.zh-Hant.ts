import type { M20801Texts } from './m20801.ja';

export const m20801ZhHant: M20801Texts = {
  seminarName: '講習名稱',
  fiscalYear: '年度',
  scheduleStartDate: '講習開始日',
  scheduleEndDate: '講習結束日',
  startTimeLimitNo: '開始節次',
  endTimeLimitNo: '結束節次',
  entryStartDate: '報名開始日',
  entryEndDate: '報名截止日',
  remarks: '備註',
  add: '新增',
  invalidDate: '請輸入正確的日期',
  endBeforeStart: '講習結束日必須在講習開始日當天或之後',
  entryEndBeforeStart: '報名截止日必須在報名開始日當天或之後',
  entryAfterSchedule: '報名截止日必須在講習結束日當天或之前',
  endSlotBeforeStart: '結束節次不可早於開始節次',
  slotUnknown: '節次不在時段主檔中',
  nameTaken: '此講習名稱已存在',
};
