import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M0110: centers (group_flag 0) and center groups (group_flag 1); a center names its group.
@Entity({ name: 'center' })
export class Center extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'center_no' })
  center_no!: number;

  @Column({ type: 'text' })
  center_name!: string;

  @Column({ type: 'text' })
  center_short_name!: string;

  @Column({ type: 'smallint', default: 0 })
  group_flag!: 0 | 1;

  @Column({ type: 'int', nullable: true })
  center_group_no!: number | null;

  @Column({ type: 'text', nullable: true })
  postal_code!: string | null;

  @Column({ type: 'text', nullable: true })
  prefecture!: string | null;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ type: 'text', nullable: true })
  tel!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  // the center also teaches the late-night slots (groups 6–8)
  @Column({ type: 'smallint', default: 0 })
  late_night_flag!: 0 | 1;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}

// M20201: a center's classrooms; classroom_type 1 online, 2 directly run, 3 franchise.
@Entity({ name: 'classroom' })
export class Classroom extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'classroom_no' })
  classroom_no!: number;

  @Column({ type: 'int' })
  center_no!: number;

  @Column({ type: 'text' })
  classroom_name!: string;

  @Column({ type: 'smallint' })
  classroom_type!: 1 | 2 | 3;

  @Column({ type: 'int', default: 0 })
  booth_count!: number;

  @Column({ type: 'text', nullable: true })
  meeting_url!: string | null;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}
