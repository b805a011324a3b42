// Calendar feeds (teachers and students): the feed's own texts and the panel that turns it on
// (scheduling.calendarFeed.*).
export const calendarFeedJa = {
  calendarName: '授業予定',
  online: 'オンライン',
  title: 'カレンダー連携',
  intro: 'ご自身の授業をスマートフォンやパソコンのカレンダーアプリに表示できます（30日前から15週間先まで）。',
  privacy: 'このURLを知っている人は誰でもあなたの授業予定を見られます。他の人に教えないでください。',
  off: '現在、カレンダー連携はオフです。',
  onSince: '{date}に発行したURLが有効です。',
  enable: 'URLを発行する',
  renew: 'URLを再発行する',
  renewNote: '再発行すると、これまでのURLは使えなくなります。',
  urlLabel: 'カレンダーのURL',
  urlOnce: 'このURLは今だけ表示されます。カレンダーアプリに登録してください。',
  copy: 'URLをコピー',
  copied: 'コピーしました',
  revoke: '連携を停止する',
  revokeConfirm: 'カレンダー連携を停止しますか？登録済みのカレンダーには授業が表示されなくなります。',
  revoked: 'カレンダー連携を停止しました',
};
export type CalendarFeedTexts = typeof calendarFeedJa;
