import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@school/server-kit';
import { ChatroomModule } from './chatroom/chatroom.module';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { LessonRoomModule } from './room/lesson-room.module';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'chat', entities: ENTITIES, migrations: MIGRATIONS }),
    LessonRoomModule,
    ChatroomModule,
  ],
})
export class AppModule {}
