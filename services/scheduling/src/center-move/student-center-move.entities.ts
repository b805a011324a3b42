import { Column, Entity, PrimaryColumn } from 'typeorm';

// C20301's center changes as applied to the student's lessons (student-center-move.apply.ts).
@Entity({ name: 'student_center_move' })
export class StudentCenterMove {
  @PrimaryColumn({ type: 'int' })
  student_no!: number;

  // the student record's version the change gave it
  @PrimaryColumn({ type: 'int' })
  version!: number;

  @Column({ type: 'date' })
  schedule_date!: string;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'int' })
  previous_center_no!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  applied_at!: Date;
}
