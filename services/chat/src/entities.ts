import { ChatMessage } from './chat/chat.entities';

export const ENTITIES = [ChatMessage];
