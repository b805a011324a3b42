import type { ChatTexts } from './chat.ja';

export const chatEn: ChatTexts = {
  readOnly: 'This chat room is read-only now (the period after the lesson has passed)',
  tooManyRooms: 'At most {max} chat rooms can be checked at once',
};
