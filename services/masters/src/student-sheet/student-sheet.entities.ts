import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// T1130: the student sheet (C20201). sheet holds the sections as written at schema_version; reading
// upgrades older versions (libs/domain upgradeStudentSheet), a save writes the current one.
@Entity({ name: 'student_sheet' })
export class StudentSheet extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'curriculum_id' })
  curriculum_id!: number;

  @Column({ type: 'int' })
  student_no!: number;

  @Column({ type: 'date' })
  reference_start_date!: string;

  @Column({ type: 'date' })
  reference_end_date!: string;

  @Column({ type: 'smallint' })
  schema_version!: number;

  @Column({ type: 'jsonb' })
  sheet!: Record<string, unknown>;
}
