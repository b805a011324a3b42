import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// Read-only copies of masters' teachers and students for the assignment board's joins; kept
// current from masters' events (projection.consumer.ts) or rebuilt from its snapshot, never edited
// here. version: the record's lock_version the row was copied at.
@Entity({ name: 'teacher_projection' })
export class TeacherProjection {
  @PrimaryColumn({ type: 'int' })
  teacher_no!: number;

  // the home center; center_nos every center the teacher works at
  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'int', array: true, default: () => `'{}'` })
  center_nos!: number[];

  @Column({ type: 'text' })
  teacher_name!: string;

  @Column({ type: 'text' })
  teacher_namej!: string;

  @Column({ type: 'smallint' })
  sex!: 1 | 2;

  @Column({ type: 'smallint' })
  teacher_type!: 1 | 2 | 3;

  @Column({ type: 'int', array: true, default: () => `'{}'` })
  subject_nos!: number[];

  // 1 active, 2 on leave, 3 retired
  @Column({ type: 'smallint', default: 1 })
  status!: 1 | 2 | 3;

  @Column({ type: 'int', default: 0 })
  version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}

@Entity({ name: 'student_projection' })
export class StudentProjection {
  @PrimaryColumn({ type: 'int' })
  student_no!: number;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'text' })
  student_name!: string;

  @Column({ type: 'text' })
  student_namej!: string;

  @Column({ type: 'smallint' })
  sex!: 1 | 2 | 3;

  @Column({ type: 'smallint', nullable: true })
  school_year_code!: number | null;

  @Column({ type: 'smallint' })
  enrollment_status!: number;

  // 3 no preference, else the wanted sex; the type: null or the wanted teacher_type
  @Column({ type: 'smallint', default: 3 })
  teacher_request!: 1 | 2 | 3;

  @Column({ type: 'smallint', nullable: true })
  teacher_request_type!: 1 | 2 | 3 | null;

  // t1033: the subjects a multiple-subject lesson covers
  @Column({ type: 'int', array: true, default: () => `'{}'` })
  subject_nos!: number[];

  // the teachers who must never teach the student, kept at their own version (another event)
  @Column({ type: 'int', array: true, default: () => `'{}'` })
  ng_teacher_nos!: number[];

  @Column({ type: 'int', default: 0 })
  version!: number;

  @Column({ type: 'int', default: 0 })
  ng_version!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
