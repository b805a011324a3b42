// M20801 seasonal schedule: screen texts and the scheduling service's messages (masters.m20801.*).
export const m20801Ja = {
  seminarName: '講習名',
  fiscalYear: '年度',
  scheduleStartDate: '講習開始日',
  scheduleEndDate: '講習終了日',
  startTimeLimitNo: '開始時限',
  endTimeLimitNo: '終了時限',
  entryStartDate: '申込開始日',
  entryEndDate: '申込終了日',
  remarks: '備考',
  add: '新規登録',
  invalidDate: '正しい日付を入力してください',
  endBeforeStart: '講習終了日は講習開始日以降の日付にしてください',
  entryEndBeforeStart: '申込終了日は申込開始日以降の日付にしてください',
  entryAfterSchedule: '申込終了日は講習終了日以前の日付にしてください',
  endSlotBeforeStart: '終了時限は開始時限以降にしてください',
  slotUnknown: '時限マスタにない時限です',
  nameTaken: 'この講習名はすでに登録されています',
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type M20801Texts = Widen<typeof m20801Ja>;
