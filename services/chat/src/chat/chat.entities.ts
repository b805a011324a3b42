import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A message in a chat room; a room is whatever record it hangs on (rel_model 'lesson' with
// rel_id = schedule_no). Messages are never edited. The sender's name is kept as it was sent so
// the room reads without a call to auth.
@Entity({ name: 'chat_message' })
export class ChatMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  rel_model!: string;

  @Column({ type: 'bigint' })
  rel_id!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'int' })
  sender_user_no!: number;

  @Column({ type: 'text' })
  sender_role!: 'staff' | 'teacher' | 'student';

  @Column({ type: 'text' })
  sender_name!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at!: Date;
}
