import type { RebookingRequestTexts } from './rebooking-request.ja';

export const rebookingRequestZhHant: RebookingRequestTexts = {
  nothingWanted: '請輸入希望日期或備註',
  slotWithoutDate: '希望節次請與希望日期一併指定',
  noRange: '目前無法申請調課',
  lessonOutsideRange: '可申請調課的課程為{start}至{end}',
  wantedOutsideRange: '希望日期請指定在{start}至{end}之間',
  sameDate: '與課程為同一天。請輸入希望節次或備註',
  alreadyOpen: '此課程已有受理中的調課申請',
  noteTooLong: '備註請在{max}字以內',
  slotUnknown: '找不到節次',
  reopenTwice: '此課程另有未處理的調課申請，無法恢復顯示',
  status: { open: '未處理', done: '已處理' },
  field: {
    request_no: '申請編號',
    created_at: '申請時間',
    center: '中心',
    student: '學生',
    lesson: '課程',
    wanted: '希望時間',
    note: '備註',
    status: '狀態',
    action: '操作',
  },
  list: { label: '顯示的申請', open: '未處理的申請', hidden: '已隱藏的申請' },
  hide: '隱藏',
  unhide: '恢復顯示',
};
