import { Controller, Module } from '@nestjs/common';
import { type TimeSlotRecord } from '@school/contracts';
import { Rpc, RpcInput } from '@school/server-kit';
import { DataSource } from 'typeorm';

// M0040 doBrowseAll: the lesson periods in timetable order; not_time_division 0 leaves out the
// 90-minute slots (the shift grids work in 40-minute halves).
@Controller()
export class TimeSlotRpc {
  constructor(private readonly ds: DataSource) {}

  @Rpc('M0040_doBrowseAll')
  async browseAll(@RpcInput() input: Record<string, unknown>): Promise<TimeSlotRecord[]> {
    const halvesOnly = input?.not_time_division === 0;
    return (await this.ds.query(
      `SELECT "time_limit_no", "time_group", "time_division", "start_time", "end_time", "label"
       FROM "scheduling"."time_slot" ${halvesOnly ? 'WHERE "time_division" <> 0' : ''}
       ORDER BY "sort_order", "time_limit_no"`,
    )) as TimeSlotRecord[];
  }
}

@Module({ controllers: [TimeSlotRpc] })
export class TimeSlotModule {}
