// Rebooking requests (T1035): C21201_doAddRequest's refusals and C40411's screen texts
// (scheduling.rebookingRequest.*).
export const rebookingRequestJa = {
  nothingWanted: '希望日または連絡事項を入力してください',
  slotWithoutDate: '希望時限は希望日と一緒に指定してください',
  noRange: '現在振替を依頼できる期間はありません',
  lessonOutsideRange: '振替を依頼できるのは{start}から{end}までの授業です',
  wantedOutsideRange: '希望日は{start}から{end}までの日付で指定してください',
  sameDate: '授業と同じ日です。希望時限または連絡事項を入力してください',
  alreadyOpen: 'この授業の振替依頼はすでに受け付けています',
  noteTooLong: '連絡事項は{max}文字以内で入力してください',
  slotUnknown: '時限が見つかりません',
  reopenTwice: 'この授業には未対応の振替依頼がほかにあるため、表示に戻せません',
  status: { open: '未対応', done: '対応済み' },
  field: {
    request_no: '依頼番号',
    created_at: '依頼日時',
    center: 'センター',
    student: '生徒',
    lesson: '授業',
    wanted: '希望日時',
    note: '連絡事項',
    status: '状態',
    action: '操作',
  },
  list: { label: '表示する依頼', open: '未対応の依頼', hidden: '非表示の依頼' },
  hide: '非表示にする',
  unhide: '表示に戻す',
};
export type RebookingRequestTexts = typeof rebookingRequestJa;
