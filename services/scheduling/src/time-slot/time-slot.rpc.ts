import { Controller, Module } from '@nestjs/common';
import { type TimeSlotRecord } from '@school/contracts';
import { Rpc, RpcInput } from '@school/server-kit';
import { TimeSlotRepository } from './time-slot.repository';

// M0040 doBrowseAll: the lesson periods in timetable order; not_time_division 0 leaves out the
// 90-minute slots (the shift grids work in 40-minute halves).
@Controller()
export class TimeSlotRpc {
  constructor(private readonly repo: TimeSlotRepository) {}

  @Rpc('M0040_doBrowseAll')
  browseAll(@RpcInput() input: Record<string, unknown>): Promise<TimeSlotRecord[]> {
    return this.repo.all(input?.not_time_division === 0);
  }
}

@Module({ controllers: [TimeSlotRpc], providers: [TimeSlotRepository] })
export class TimeSlotModule {}
