import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M21101 / C00103: help pages, one per screen (function_id); content is an EditorJS document.
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
}
