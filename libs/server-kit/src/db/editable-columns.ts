import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

// What every record two people can edit carries: the optimistic-lock version (checked by
// UPDATE … WHERE lock_version = $n, never by @VersionColumn) and its timestamps.
export abstract class EditableColumns {
  @Column({ type: 'int', default: 0 })
  lock_version!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
