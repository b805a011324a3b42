import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// C10101: teachers. sex 1 male / 2 female; teacher_type 1 university student, 2 working adult, 3 professional;
// status 1 active, 2 on leave, 3 retired; center_no is the home center (also in teacher_center).
@Entity({ name: 'teacher' })
export class Teacher extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'teacher_no' })
  teacher_no!: number;

  @Column({ type: 'text' })
  teacher_name!: string;

  // reading in katakana
  @Column({ type: 'text' })
  teacher_namej!: string;

  @Column({ type: 'smallint' })
  sex!: 1 | 2;

  @Column({ type: 'smallint' })
  teacher_type!: 1 | 2 | 3;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'date', nullable: true })
  birth_date!: string | null;

  @Column({ type: 'text', nullable: true })
  background!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  tel!: string | null;

  @Column({ type: 'date', nullable: true })
  hire_date!: string | null;

  @Column({ type: 'text', nullable: true })
  postal_code!: string | null;

  @Column({ type: 'text', nullable: true })
  prefecture!: string | null;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ type: 'smallint', default: 1 })
  status!: 1 | 2 | 3;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;
}

// The subjects a teacher teaches; saved as a set together with the teacher, whose lock_version guards it.
@Entity({ name: 'teacher_subject' })
export class TeacherSubject {
  @PrimaryColumn({ type: 'int' })
  teacher_no!: number;

  @PrimaryColumn({ type: 'int' })
  subject_no!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

// The centers a teacher works at, the home center included; saved as a set with the teacher.
@Entity({ name: 'teacher_center' })
export class TeacherCenter {
  @PrimaryColumn({ type: 'int' })
  teacher_no!: number;

  @PrimaryColumn({ type: 'int' })
  center_no!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
