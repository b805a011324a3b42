// Chat rooms on lessons (issue 28): the chat service's messages (chat.*) and the Chatroom screen's texts.
export const chatJa = {
  readOnly: 'このチャットルームは閲覧のみです（授業日から一定期間が過ぎました）',
  tooManyRooms: '一度に確認できるチャットルームは{max}件までです',
  // the Chatroom screen and the lesson rows' chat link (chat.room.*)
  room: {
    rooms: '授業のチャットルーム',
    studentNo: '生徒番号',
    showStudent: '表示',
    allStudents: 'すべての生徒',
    noRooms: 'チャットルームはありません',
    lesson: '{date} の授業（No.{no}）',
    student: '生徒番号 {no}',
    cancelled: 'キャンセル済み',
    unread: '未読 {count}件',
    lastMessage: '最新: {name} {time}',
    chooseRoom: '一覧から授業を選んでください',
    notInList: 'この授業のチャットルームは表示できません',
    noMessages: 'まだメッセージはありません',
    messages: 'メッセージ',
    message: 'メッセージ',
    placeholder: 'メッセージを入力（Enterで送信、Shift+Enterで改行）',
    send: '送信',
    length: '{length}/{max}文字',
    tooLong: '{max}文字以内で入力してください',
    roomsError: 'チャットルームの一覧を読み込めませんでした',
    loadError: 'メッセージを読み込めませんでした',
    retry: '再読み込み',
    refreshError: '最新のメッセージを取得できませんでした（自動で再試行します）',
    backToList: '一覧に戻る',
    you: 'あなた',
    role: { staff: '教室', teacher: '講師', student: '生徒' },
    openChat: 'チャット',
    openChatUnread: 'チャット（未読 {count}件）',
  },
};

export type ChatTexts = typeof chatJa;
