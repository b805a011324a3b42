// Chat rooms on lessons (issue 28): the chat service's messages (chat.*).
export const chatJa = {
  readOnly: 'このチャットルームは閲覧のみです（授業日から一定期間が過ぎました）',
  tooManyRooms: '一度に確認できるチャットルームは{max}件までです',
};

export type ChatTexts = typeof chatJa;
