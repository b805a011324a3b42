import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { ChatroomService } from './chatroom.service';

type Input = Record<string, unknown>;

// Chat rooms on lessons: messages, sending, counts, the caller's rooms and unread total; the gateway's readable-rooms question.
@Controller()
export class ChatroomRpc {
  constructor(private readonly chat: ChatroomService) {}

  @Rpc('Chatroom_getChatroomMessages')
  messages(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.chat.messagesOf(input, caller);
  }

  @Rpc('Chatroom_sendMessage')
  send(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.chat.send(input, caller);
  }

  @Rpc('Chatroom_getMessageCounts')
  counts(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.chat.counts(input, caller);
  }

  @Rpc('Chatroom_getRooms')
  rooms(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.chat.roomsOf(input, caller);
  }

  @Rpc('Chatroom_getUnreadCount')
  unread(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.chat.unreadOf(input, caller);
  }

  @Rpc('Chatroom.getReadableRooms')
  readable(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.chat.readable(input, caller);
  }
}
