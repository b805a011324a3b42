import { Injectable } from '@nestjs/common';
import { type TimeSlotRecord } from '@school/contracts';
import { DataSource } from 'typeorm';

// M0040 lesson periods: every query of scheduling.time_slot that the time-slot room answers.
@Injectable()
export class TimeSlotRepository {
  constructor(private readonly ds: DataSource) {}

  // In timetable order; halvesOnly leaves out the 90-minute slots.
  all(halvesOnly: boolean): Promise<TimeSlotRecord[]> {
    return this.ds.query(
      `SELECT "time_limit_no", "time_group", "time_division", "start_time", "end_time", "label"
       FROM "scheduling"."time_slot" ${halvesOnly ? 'WHERE "time_division" <> 0' : ''}
       ORDER BY "sort_order", "time_limit_no"`,
    ) as Promise<TimeSlotRecord[]>;
  }
}
