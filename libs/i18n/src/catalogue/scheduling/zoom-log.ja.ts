// ZoomLog (meeting link history, everyone): texts and messages (scheduling.zoomLog.*).
export const zoomLogJa = {
  kind: {
    set: 'リンク設定',
    changed: 'リンク変更',
    removed: 'リンク削除',
    opened: 'リンクを開いた',
  },
  actor: {
    staff: 'スタッフ',
    teacher: '講師',
    student: '生徒',
  },
  kindLabel: '区分',
  allKinds: 'すべての区分',
  loggedAt: '日時',
  lesson: '授業',
  date: '授業日',
  slot: '時限',
  center: 'センター',
  student: '生徒',
  teacher: '講師',
  link: 'リンク',
  meetingId: 'ミーティングID',
  passcodeChanged: 'パスコード変更あり',
  by: '操作者',
  since: '開始日',
  until: '終了日',
  period: '期間',
  lessonNo: '授業番号',
  userNo: 'ユーザー番号 {no}',
  yes: 'あり',
  noMeeting: 'この授業にはミーティングのリンクが設定されていません',
  notShown: 'ミーティングのリンクは現在公開されていません',
};

export type ZoomLogTexts = typeof zoomLogJa;
