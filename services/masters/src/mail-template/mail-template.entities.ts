import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M20701 mail setting: one template per notification_type (1 additional request, 2 seminar
// request, 3 transfer request); {placeholders} are filled in by the mail job.
@Entity({ name: 'mail_template' })
export class MailTemplate extends EditableColumns {
  @PrimaryColumn({ type: 'smallint' })
  notification_type!: 1 | 2 | 3;

  @Column({ type: 'text' })
  notification_name!: string;

  @Column({ type: 'text' })
  mail_subject!: string;

  @Column({ type: 'text' })
  mail_body!: string;

  @Column({ type: 'smallint', default: 1 })
  send_flag!: 0 | 1;
}
