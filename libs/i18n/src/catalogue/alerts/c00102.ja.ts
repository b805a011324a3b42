// C00102 alerts: the kinds (classification_name) and the screen's texts (alerts.*).
export const c00102Ja = {
  kind: {
    lessonUnassigned: '講師未割当の授業',
    reportUnwritten: '授業報告書の未作成',
    applicationWaiting: '未対応の生徒申込',
    reportRejected: '授業報告書の差し戻し',
    reportResubmitted: '授業報告書の再提出',
  },
  field: {
    alert_no: 'アラート番号',
    classification_name: '種別',
    about: '内容',
    raised_at: '発生日時',
    confirmed_flag: '状態',
    action: '操作',
  },
  about: {
    lesson: '{date} {time} {center} {student}',
    application: '申込 {no} {center} {student}',
    rebookingRequest: '振替依頼 {no} {center} {student}',
  },
  state: {
    all: 'すべて',
    '0': '未読',
    '1': '既読',
  },
  markRead: '既読にする',
  markSelectedRead: '選択したアラートを既読にする',
  markShownRead: '表示中のアラートをすべて既読にする',
  batchSize: 'アラートを1件以上{max}件以内で指定してください',
} as const;
