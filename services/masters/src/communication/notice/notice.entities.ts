import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M00101 / C00101: notices; content is sanitised HTML. Shown to the roles of notice_role, at the
// centers of notice_center (none: every center), from publish_start_date to publish_end_date.
@Entity({ name: 'notice' })
export class Notice extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'notice_no' })
  notice_no!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'smallint', default: 0 })
  important_flag!: 0 | 1;

  @Column({ type: 'date' })
  publish_start_date!: string;

  @Column({ type: 'date', nullable: true })
  publish_end_date!: string | null;

  // uploaded file records (src, mimetype, _id, order, key)
  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  file_json!: unknown[];
}

// The roles (user_type_code) a notice is addressed to.
@Entity({ name: 'notice_role' })
export class NoticeRole {
  @PrimaryColumn({ type: 'int' })
  notice_no!: number;

  @PrimaryColumn({ type: 'smallint' })
  role!: number;
}

// The centers a notice is limited to.
@Entity({ name: 'notice_center' })
export class NoticeCenter {
  @PrimaryColumn({ type: 'int' })
  notice_no!: number;

  @PrimaryColumn({ type: 'int' })
  center_no!: number;
}
