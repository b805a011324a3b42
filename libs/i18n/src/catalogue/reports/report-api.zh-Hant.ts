import type { reportApiJa } from './report-api.ja';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const reportApiZhHant: Texts<typeof reportApiJa> = {
  row: {
    unknown: '沒有此項目。',
    unknownName: '請從選項中選擇。',
    choiceOnly: '此項目請從選項中選擇。',
    textOnly: '此項目請以文字輸入。',
    max: '請輸入{max}個字以內。',
    required: '提交前請填寫此項目。',
    notAmendable: '只能修改有評語的項目。',
  },
  error: {
    transition: '此報告目前的狀態無法進行此操作。請重新載入頁面。',
    rejectNeedsComment: '退回前，請在需要修改的項目上留下評語。',
    commentRequired: '請輸入評語。',
    commentMax: '評語請在{max}個字以內。',
    handoverMax: '交接事項請在{max}個字以內。',
    centerInvalid: '請選擇正確的中心。',
    rangeInvalid: '請指定正確的期間。',
    tooEarly: '報告書的提交與缺席報告須自上課日（{date}）起方可進行。',
  },
  mail: {
    rejected: {
      subject: '【課程報告】退回通知（{date} {student}）',
      body: '{name} 您好：\n\n{date} {student} 的課程報告已被退回。\n請修改有評語的項目後重新提交。\n\n{link}\n',
    },
    resubmitted: {
      subject: '【課程報告】重新提交通知（{date} {student}）',
      body: '{name} 您好：\n\n您退回的 {date} {student} 課程報告已重新提交，請確認內容。\n\n{link}\n',
    },
  },
};
