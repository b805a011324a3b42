import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M0020: reference names. names_no is the group (101 teaching material … 105 confirmation
// result), names_code the entry's code inside it (letters and digits, at most 10, SPEC §5).
@Entity({ name: 'names' })
export class NameEntry extends EditableColumns {
  @PrimaryColumn({ type: 'int' })
  names_no!: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  names_code!: string;

  @Column({ type: 'text' })
  names_name!: string;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}
