import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// Read-only copies of masters' teachers and students for the assignment board's joins; kept
// current from masters' events, never edited here.
@Entity({ name: 'teacher_projection' })
export class TeacherProjection {
  @PrimaryColumn({ type: 'int' })
  teacher_no!: number;

  @Column({ type: 'int' })
  center_no!: number;

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

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
