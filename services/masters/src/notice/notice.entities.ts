import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

export type NoticeTarget = 'all' | 'staff' | 'teacher' | 'student';

// M00101 / C00101: notices; content is rich text (an EditorJS document saved as JSON text).
@Entity({ name: 'notice' })
export class Notice extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'notice_no' })
  notice_no!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text', default: 'all' })
  notice_target!: NoticeTarget;

  @Column({ type: 'smallint', default: 0 })
  important_flag!: 0 | 1;

  @Column({ type: 'date' })
  publish_start_date!: string;

  @Column({ type: 'date', nullable: true })
  publish_end_date!: string | null;
}
