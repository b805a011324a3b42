import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// t0050: one day of a center's school calendar. A closed day has start and end slot 0 (SPEC §5).
@Entity({ name: 'calendar_day' })
export class CalendarDay extends EditableColumns {
  @PrimaryColumn({ type: 'int' })
  center_no!: number;

  @PrimaryColumn({ type: 'date' })
  schedule_date!: string;

  @Column({ type: 'smallint', default: 0 })
  closed_flag!: 0 | 1;

  // t0050 spells the start-slot column this way (SPEC §3)
  @Column({ type: 'int', default: 0 })
  tstart_ime_limit_no!: number;

  @Column({ type: 'int', default: 0 })
  end_time_limit_no!: number;

  // 1 Monday … 7 Sunday
  @Column({ type: 'smallint' })
  dayofweek_code!: number;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;

  // April–March, named after the year it starts in
  @Column({ type: 'int' })
  fiscal_year!: number;
}

// t0060: a seasonal (seminar) course period and its application window.
@Entity({ name: 'seminar_calendar' })
export class SeminarCalendar extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'seminar_calendar_no' })
  seminar_calendar_no!: number;

  @Column({ type: 'text', unique: true })
  seminar_name!: string;

  @Column({ type: 'int' })
  fiscal_year!: number;

  @Column({ type: 'date' })
  schedule_start_date!: string;

  @Column({ type: 'date' })
  schedule_end_date!: string;

  @Column({ type: 'int' })
  start_time_limit_no!: number;

  @Column({ type: 'int' })
  end_time_limit_no!: number;

  @Column({ type: 'date' })
  entry_start_date!: string;

  @Column({ type: 'date' })
  entry_end_date!: string;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;
}
