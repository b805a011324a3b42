// C11101 teacher today and C11201 teacher upcoming: the screens' texts (Traditional Chinese).
export const c11101ZhHant = {
  c11101: {
    center: '中心',
    noLessons: '沒有課程',
    next: '下一堂課',
    noNext: '今天的課程都已開始',
    student: '學生',
    subject: '科目',
    classroom: '教室',
    meeting: '開啟會議',
    reportUnwritten: '報告未填寫',
    writeReport: '填寫報告',
    reportsToWrite: '待填寫的報告',
    noReports: '沒有待填寫的報告',
    marks: '行程',
    mark: '排班 {shifts} 節・課程 {lessons}・待填寫 {reports}',
    more: '顯示更多',
    loadError: '無法載入資料。',
    retry: '重新載入',
    lessonTime: '{start}–{end}',
    // the lesson's student and their first opening of its meeting link (ZoomLog)
    joined: '已進入',
    notJoined: '尚未進入',
  },
};
