import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// M20901 users (see migration 1763683400000-users for constraints and indexes).
@Entity({ name: 'user_account' })
export class UserAccount {
  @PrimaryGeneratedColumn({ name: 'user_no' })
  user_no!: number;

  @Column({ type: 'text' })
  user_id!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  email_verified_at!: Date | null;

  @Column({ type: 'text', nullable: true })
  password_hash!: string | null;

  @Column({ type: 'text' })
  user_named!: string;

  @Column({ type: 'int' })
  user_type_code!: number;

  @Column({ type: 'text', default: 'U' })
  role_code!: string;

  @Column({ type: 'text', default: 'A' })
  status!: string;

  @Column({ type: 'int', nullable: true })
  student_no!: number | null;

  @Column({ type: 'int', nullable: true })
  teacher_no!: number | null;

  @Column({ type: 'text', default: 'ja' })
  locale_code!: string;

  @Column({ type: 'text', array: true, default: '{}' })
  permissions!: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  authority_function_ids!: string[];

  @Column({ type: 'int', array: true, default: '{}' })
  center_nos!: number[];

  @Column({ type: 'int', default: 0 })
  lock_version!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at!: Date;
}

export type UserRow = UserAccount;
