import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { LessonRoomModule } from '../room/lesson-room.module';
import { ChatroomRepository } from './chatroom.repository';
import { ChatroomRpc } from './chatroom.rpc';
import { ChatroomService } from './chatroom.service';

// Chat rooms on lessons (docs/chat.md).
@Module({
  imports: [LessonRoomModule],
  controllers: [ChatroomRpc],
  providers: [ChatroomService, ChatroomRepository, serviceRpcProvider],
})
export class ChatroomModule {}
