import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// t3010: one student's lesson in one slot (SPEC §3). Big reads (the board, lists) go through SQL,
// not entity hydration.
@Entity({ name: 'lesson' })
export class Lesson extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'schedule_no' })
  schedule_no!: number;

  @Column({ type: 'date' })
  schedule_date!: string;

  // the start instant (Asia/Tokyo wall clock; late-night slots fall on the next calendar day)
  @Column({ type: 'timestamptz' })
  schedule_datetime!: Date;

  @Column({ type: 'int' })
  time_limit_no!: number;

  @Column({ type: 'smallint' })
  time_division!: 0 | 1 | 2;

  @Column({ type: 'int' })
  student_no!: number;

  // 0 = unassigned
  @Column({ type: 'int', default: 0 })
  teacher_no!: number;

  @Column({ type: 'int' })
  center_no!: number;

  // > 0: transferred here from that center
  @Column({ type: 'int', default: 0 })
  original_center_no!: number;

  @Column({ type: 'int', nullable: true })
  classroom_no!: number | null;

  @Column({ type: 'int', nullable: true })
  course_no!: number | null;

  // layout code: 100–102 two rows, 200–202 one row
  @Column({ type: 'smallint' })
  course_setting_no!: number;

  @Column({ type: 'int' })
  subject_no!: number;

  // 1 single, 2 multiple
  @Column({ type: 'smallint', default: 1 })
  subject_type!: 1 | 2;

  // 1 one-to-one, 2 one-to-two
  @Column({ type: 'smallint', default: 1 })
  capacity!: 1 | 2;

  // 1 regular, 2 additional, 3 seminar
  @Column({ type: 'smallint', default: 1 })
  class_type!: number;

  // the student's running lesson count; <= 3 puts the lesson in the board's first-lessons section
  @Column({ type: 'int', default: 0 })
  class_count!: number;

  @Column({ type: 'smallint', default: 0 })
  change_flag!: 0 | 1;

  @Column({ type: 'smallint', nullable: true })
  school_year_code!: number | null;

  @Column({ type: 'smallint' })
  dayofweek_code!: number;

  // 3 = no preference, else the wanted sex
  @Column({ type: 'smallint', default: 3 })
  teacher_request!: number;

  // null = no preference, else the wanted teacher_type
  @Column({ type: 'smallint', nullable: true })
  teacher_request_type!: number | null;

  // 0 not yet, 1 attended, 2 absent (notified), 3 absent (no notice)
  @Column({ type: 'smallint', default: 0 })
  attendance_distinction!: number;

  @Column({ type: 'smallint', default: 0 })
  manual_flag!: 0 | 1;

  // 1 cancelled on the board: the row stays, its half is free again (migration 1796600000000)
  @Column({ type: 'smallint', default: 0 })
  cancel_flag!: 0 | 1;

  @Column({ type: 'int', default: 0 })
  entry_schedule_no!: number;

  @Column({ type: 'text', nullable: true })
  operation_note!: string | null;

  // M00501: the Zoom meeting staff set for the lesson; the id and passcode only with the URL
  @Column({ type: 'text', nullable: true })
  zoom_url!: string | null;

  @Column({ type: 'text', nullable: true })
  zoom_meeting_id!: string | null;

  @Column({ type: 'text', nullable: true })
  zoom_passcode!: string | null;
}
