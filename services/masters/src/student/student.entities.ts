import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// C20101: students. enrollment_status 0 none, 1 enrolled, 2 on leave, 3 withdrawn; sex defaults
// to 3 (not given); teacher_request 3 = no preference, else the wanted sex; teacher_request_type
// null = no preference, else the wanted teacher_type.
@Entity({ name: 'student' })
export class Student extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'student_no' })
  student_no!: number;

  @Column({ type: 'text' })
  student_name!: string;

  // reading in katakana
  @Column({ type: 'text' })
  student_namej!: string;

  @Column({ type: 'smallint', default: 3 })
  sex!: 1 | 2 | 3;

  @Column({ type: 'date', nullable: true })
  birth_date!: string | null;

  // 11–16 小1–小6, 21–23 中1–中3, 31–33 高1–高3, 41 既卒 (names group 6)
  @Column({ type: 'smallint', nullable: true })
  school_year_code!: number | null;

  @Column({ type: 'text', nullable: true })
  school_name!: string | null;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'int', nullable: true })
  classroom_no!: number | null;

  @Column({ type: 'int', nullable: true })
  course_no!: number | null;

  @Column({ type: 'smallint', default: 0 })
  enrollment_status!: 0 | 1 | 2 | 3;

  @Column({ type: 'date', nullable: true })
  enrollment_date!: string | null;

  @Column({ type: 'smallint', default: 3 })
  teacher_request!: 1 | 2 | 3;

  @Column({ type: 'smallint', nullable: true })
  teacher_request_type!: 1 | 2 | 3 | null;

  @Column({ type: 'text', nullable: true })
  guardian_name!: string | null;

  @Column({ type: 'text', nullable: true })
  guardian_namej!: string | null;

  // 1–6: SHEET_ENUMERATIONS.guardianRelationship (SPEC §9)
  @Column({ type: 'smallint', nullable: true })
  guardian_relationship!: number | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  tel!: string | null;

  @Column({ type: 'text', nullable: true })
  prefecture!: string | null;
}

// t1033: the subjects a student takes; a multiple-subject lesson covers them.
@Entity({ name: 'student_subject' })
export class StudentSubject {
  @PrimaryColumn({ type: 'int' })
  student_no!: number;

  @PrimaryColumn({ type: 'int' })
  subject_no!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

// NG teachers: who must never teach the student (SPEC §5 excluded list), with who set it and when.
@Entity({ name: 'student_ng_teacher' })
export class StudentNgTeacher {
  @PrimaryColumn({ type: 'int' })
  student_no!: number;

  @PrimaryColumn({ type: 'int' })
  teacher_no!: number;

  @Column({ type: 'int', nullable: true })
  set_by_user_no!: number | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  set_at!: Date;
}

// C20301: the student belongs to to_center_no from schedule_date on; version is the student row's
// lock_version after the change (StudentCenterChanged carries it).
@Entity({ name: 'student_center_change' })
export class StudentCenterChange {
  @PrimaryGeneratedColumn({ name: 'change_no' })
  change_no!: number;

  @Column({ type: 'int' })
  student_no!: number;

  @Column({ type: 'date' })
  schedule_date!: string;

  @Column({ type: 'int' })
  from_center_no!: number;

  @Column({ type: 'int' })
  to_center_no!: number;

  @Column({ type: 'int' })
  version!: number;

  @Column({ type: 'int', nullable: true })
  changed_by_user_no!: number | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  changed_at!: Date;
}
