import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// A teacher's usual week (C10201): the 40-minute halves (divisions 1 and 2) they can teach on a weekday.
@Entity({ name: 'teacher_weekly_shift' })
export class TeacherWeeklyShift extends EditableColumns {
  @PrimaryColumn({ type: 'int' })
  teacher_no!: number;

  // 1 Monday … 7 Sunday
  @PrimaryColumn({ type: 'smallint' })
  dayofweek_code!: number;

  @PrimaryColumn({ type: 'int' })
  time_limit_no!: number;

  @Column({ type: 'int' })
  center_no!: number;
}

// Teacher schedule (C10201, doUpdateSchedule): availability per date and half; work_flag 1 can
// teach, 0 marked unavailable. A 90-minute lesson needs both halves of its period.
@Entity({ name: 'teacher_schedule' })
export class TeacherSchedule extends EditableColumns {
  @PrimaryColumn({ type: 'int' })
  teacher_no!: number;

  @PrimaryColumn({ type: 'date' })
  schedule_date!: string;

  @PrimaryColumn({ type: 'int' })
  time_limit_no!: number;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'smallint', default: 1 })
  work_flag!: 0 | 1;
}
