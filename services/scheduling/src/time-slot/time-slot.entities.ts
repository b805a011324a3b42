import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M0040: lesson periods. time_limit_no = time_group * 10 + time_division (0 = 90 min,
// 1 = first 40-minute half, 2 = second half). Times use the 30-hour clock (26:30 = 02:30 next day).
@Entity({ name: 'time_slot' })
export class TimeSlot extends EditableColumns {
  @PrimaryColumn({ type: 'int' })
  time_limit_no!: number;

  @Column({ type: 'smallint' })
  time_group!: number;

  @Column({ type: 'smallint' })
  time_division!: 0 | 1 | 2;

  @Column({ type: 'text' })
  start_time!: string;

  @Column({ type: 'text' })
  end_time!: string;

  @Column({ type: 'smallint' })
  minutes!: number;

  @Column({ type: 'text' })
  label!: string;

  @Column({ type: 'smallint', default: 0 })
  late_night_flag!: 0 | 1;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}
