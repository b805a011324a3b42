import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M21101 / C00103: help pages, about a screen (function_id) or general; content is sanitised HTML.
@Entity({ name: 'support_page' })
export class SupportPage extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'support_no' })
  support_no!: number;

  @Column({ type: 'text', nullable: true })
  function_id!: string | null;

  @Column({ type: 'varchar', length: 500 })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  // uploaded file records (src, mimetype, _id, order, key)
  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  file_json!: unknown[];

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;

  // 0 draft (staff only), 1 published to its audience
  @Column({ type: 'smallint', default: 1 })
  published!: 0 | 1;

  // 'teacher', 'student'; staff read every page
  @Column({ type: 'text', array: true, default: () => `'{teacher,student}'` })
  audience!: string[];
}
