// M20701 notification mail: screen texts, the preview's sample values and the service's messages
// (masters.m20701.*). Placeholder names appear here without braces: i18next would fill {…} itself.
export const m20701Ja = {
  notificationType: '通知種別',
  notificationName: '通知名',
  types: {
    '1': '追加授業申請',
    '2': '講習申込',
    '3': '振替申請',
  },
  subject: '件名',
  body: '本文',
  sendFlag: 'メール送信',
  send: {
    '0': '送信しない',
    '1': '送信する',
  },
  updatedAt: '更新日時',
  edit: '編集',
  placeholders: '差し込み項目（クリックで本文に挿入）',
  preview: 'プレビュー（サンプル値で表示）',
  previewSubject: '件名',
  previewBody: '本文',
  unknownPlaceholder: '使用できない差し込み項目があります: {names}',
  fields: {
    student_name: '生徒名',
    student_no: '生徒番号',
    center_name: 'センター名',
    schedule_date: '授業日',
    time_label: '時間帯',
    subject_name: '科目名',
    request_note: '要望・理由',
    seminar_name: '講習名',
    original_schedule_date: '振替元の授業日',
    original_time_label: '振替元の時間帯',
    admin_url: '管理画面のURL',
  },
  sample: {
    student_name: '山田 太郎',
    student_no: '1001',
    center_name: '渋谷校',
    schedule_date: '2025年8月1日（金）',
    time_label: '14:50〜16:20',
    subject_name: '数学',
    request_note: '定期テスト前なので図形を重点的にお願いします',
    seminar_name: '2025年度 夏期講習',
    original_schedule_date: '2025年7月25日（金）',
    original_time_label: '16:30〜18:00',
    admin_url: 'https://school.example.jp/',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type M20701Texts = Widen<typeof m20701Ja>;
