import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedRpc } from './calendar-feed.rpc';
import { CalendarFeedService } from './calendar-feed.service';

@Module({
  controllers: [CalendarFeedRpc],
  providers: [CalendarFeedService, CalendarFeedRepository, serviceRpcProvider],
})
export class CalendarFeedModule {}
