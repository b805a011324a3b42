// C11101 teacher today and C11201 teacher upcoming: the screens' texts.
export const c11101Ja = {
  c11101: {
    center: 'センター',
    noLessons: '授業はありません',
    next: '次の授業',
    noNext: '本日の授業はすべて始まりました',
    student: '生徒',
    subject: '科目',
    classroom: '教室',
    meeting: 'ミーティングを開く',
    reportUnwritten: '報告書未記入',
    writeReport: '報告書を書く',
    reportsToWrite: '未記入の報告書',
    noReports: '未記入の報告書はありません',
    marks: '予定',
    mark: 'シフト {shifts} コマ・授業 {lessons}・未記入 {reports}',
    more: 'さらに表示',
    loadError: 'データを読み込めませんでした。',
    retry: '再読み込み',
    lessonTime: '{start}〜{end}',
    // the lesson's student and their first opening of its meeting link (ZoomLog)
    joined: '入室',
    notJoined: '未入室',
  },
};
