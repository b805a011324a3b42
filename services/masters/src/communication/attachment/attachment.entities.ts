import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// An uploaded file a record holds (a help page's or a notice's images and attachments): the gateway serves it to
// whoever may read one of its records.
@Entity({ name: 'attachment' })
export class Attachment {
  // the record type that holds the file (registered in AttachmentOwners)
  @PrimaryColumn({ type: 'text' })
  owner_type!: string;

  @PrimaryColumn({ type: 'int' })
  owner_no!: number;

  @PrimaryColumn({ type: 'uuid' })
  file_key!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
