import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// t3110: the lesson report, one per lesson (schedule_no from scheduling's t3010). The lesson's
// date, people and subject are copied in so report lists need no call to scheduling.
// report_status (SPEC §4): 0 in progress, 1 done, 2 rejected, 3 resubmitted, 4 completed,
// 8 absent, 9 absent completed. lock_version is the t3110_lock_version clients send back.
@Entity({ name: 'lesson_report' })
export class LessonReport extends EditableColumns {
  @PrimaryColumn({ type: 'int' })
  schedule_no!: number;

  @Column({ type: 'int' })
  student_no!: number;

  @Column({ type: 'int' })
  teacher_no!: number;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'date' })
  schedule_date!: string;

  @Column({ type: 'int' })
  time_limit_no!: number;

  @Column({ type: 'int' })
  subject_no!: number;

  @Column({ type: 'smallint', default: 0 })
  report_status!: 0 | 1 | 2 | 3 | 4 | 8 | 9;

  // notes for the next teacher of this student
  @Column({ type: 'text', nullable: true })
  handover!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  submitted_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewed_at!: Date | null;

  // review rounds closed by a rejection so far; comments of round review_round are the ones to amend
  @Column({ type: 'int', default: 0 })
  review_round!: number;

  // who approved or rejected it last
  @Column({ type: 'int', nullable: true })
  reviewer_user_no!: number | null;
}

// The 16 rows of a report; rows with a names group (101–105) hold the chosen names_code.
@Entity({ name: 'lesson_report_detail' })
export class LessonReportDetail extends EditableColumns {
  @PrimaryColumn({ type: 'int' })
  schedule_no!: number;

  @PrimaryColumn({ type: 'smallint' })
  detail_no!: number;

  @Column({ type: 'text' })
  item_name!: string;

  @Column({ type: 'int', nullable: true })
  names_no!: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  names_code!: string | null;

  @Column({ type: 'text', nullable: true })
  content!: string | null;
}

// A reviewer's comment on one report row; posted comments are never edited.
@Entity({ name: 'lesson_report_comment' })
export class LessonReportComment {
  @PrimaryGeneratedColumn({ name: 'comment_no' })
  comment_no!: number;

  @Column({ type: 'int' })
  schedule_no!: number;

  @Column({ type: 'smallint' })
  detail_no!: number;

  @Column({ type: 'text' })
  comment!: string;

  @Column({ type: 'int', default: 1 })
  round!: number;

  @Column({ type: 'int' })
  commenter_user_no!: number;

  @Column({ type: 'text' })
  commenter_name!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at!: Date;
}

// scheduling's lesson (t3010) as the Lesson* events leave it: who teaches it now, where, and whether
// it still takes place. version: the lesson's lock_version the row was copied at.
@Entity({ name: 'lesson' })
export class ReportLessonCopy {
  @PrimaryColumn({ type: 'int' })
  schedule_no!: number;

  @Column({ type: 'date' })
  schedule_date!: string;

  @Column({ type: 'int' })
  time_limit_no!: number;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'int' })
  student_no!: number;

  @Column({ type: 'int' })
  subject_no!: number;

  @Column({ type: 'int', default: 0 })
  teacher_no!: number;

  @Column({ type: 'boolean', default: false })
  cancelled!: boolean;

  @Column({ type: 'int', default: 0 })
  version!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at!: Date;
}
