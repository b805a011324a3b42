import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M20401: subjects, flagged with the school levels they are taught at.
@Entity({ name: 'subject' })
export class Subject extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'subject_no' })
  subject_no!: number;

  @Column({ type: 'text' })
  subject_name!: string;

  @Column({ type: 'text' })
  subject_short_name!: string;

  @Column({ type: 'smallint', default: 0 })
  elementary_flag!: 0 | 1;

  @Column({ type: 'smallint', default: 0 })
  junior_high_flag!: 0 | 1;

  @Column({ type: 'smallint', default: 0 })
  high_school_flag!: 0 | 1;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}
