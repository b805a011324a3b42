import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { CalendarFeedService } from './calendar-feed.service';

// Calendar feeds: a teacher's or student's private iCalendar URL of their own lessons.
@Controller()
export class CalendarFeedRpc {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Rpc('CalendarFeed_enable')
  enable(@RpcCaller() caller: Caller) {
    return this.feeds.enable(caller);
  }

  @Rpc('CalendarFeed_revoke')
  revoke(@RpcCaller() caller: Caller) {
    return this.feeds.revoke(caller);
  }

  @Rpc('CalendarFeed_getStatus')
  status(@RpcCaller() caller: Caller) {
    return this.feeds.status(caller);
  }

  @Rpc('CalendarFeed_getFeed')
  feed(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.feeds.feed(input, caller);
  }
}
