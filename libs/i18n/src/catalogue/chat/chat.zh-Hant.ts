import type { ChatTexts } from './chat.ja';

export const chatZhHant: ChatTexts = {
  readOnly: '此聊天室目前僅供閱覽（已超過課程日後的期間）',
  tooManyRooms: '一次最多可查詢 {max} 個聊天室',
};
