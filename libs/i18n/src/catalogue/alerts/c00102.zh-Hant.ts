// C00102 alerts: the kinds (classification_name) and the screen's texts (alerts.*).
export const c00102ZhHant = {
  kind: {
    lessonUnassigned: '尚未指派講師的課程',
    reportUnwritten: '課程報告尚未填寫',
    applicationWaiting: '待處理的學生申請',
    reportRejected: '課程報告被退回',
    reportResubmitted: '課程報告已重新提交',
  },
  field: {
    alert_no: '警示編號',
    classification_name: '類別',
    about: '內容',
    raised_at: '發生時間',
    confirmed_flag: '狀態',
    action: '操作',
  },
  about: {
    lesson: '{date} {time} {center} {student}',
    application: '申請 {no} {center} {student}',
    rebookingRequest: '調課申請 {no} {center} {student}',
  },
  state: {
    all: '全部',
    '0': '未讀',
    '1': '已讀',
  },
  markRead: '標為已讀',
  markSelectedRead: '將選取的警示標為已讀',
  markShownRead: '將顯示中的警示全部標為已讀',
  batchSize: '請指定 1 到 {max} 筆警示',
} as const;
