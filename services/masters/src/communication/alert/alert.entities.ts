import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

// C00102 alerts, raised by the system (AlertRaised events, docs/alerts.md). Read through SQL
// (alert.service.ts); the entities describe the tables.
@Entity({ name: 'alert' })
export class Alert {
  @PrimaryGeneratedColumn({ name: 'alert_no' })
  alert_no!: number;

  // the classification (libs/contracts ALERT_KINDS); its name is i18n alerts.kind.*
  @Column({ type: 'text' })
  kind!: string;

  // one alert per key: a repeated or redelivered event adds nothing
  @Column({ type: 'text', unique: true })
  dedupe_key!: string;

  // what it is about, as raised (libs/contracts AlertSubject)
  @Column({ type: 'jsonb' })
  subject!: unknown;

  // the audience: these roles, and — when set — users authorised for this center
  @Column({ type: 'int', array: true })
  audience_roles!: number[];

  @Column({ type: 'int', nullable: true })
  center_no!: number | null;

  // when set, only this teacher's account or this user (a report's teacher or reviewer)
  @Column({ type: 'int', nullable: true })
  audience_teacher_no!: number | null;

  @Column({ type: 'int', nullable: true })
  audience_user_no!: number | null;

  @Column({ type: 'int', nullable: true })
  student_no!: number | null;

  @Column({ type: 'timestamptz' })
  raised_at!: Date;

  @Column({ type: 'text' })
  event_id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}

// Who has read an alert (C00102_updateAlert), one row per user.
@Entity({ name: 'alert_read' })
export class AlertRead {
  @PrimaryColumn({ type: 'int' })
  alert_no!: number;

  @PrimaryColumn({ type: 'int' })
  user_no!: number;

  @Column({ type: 'timestamptz' })
  read_at!: Date;
}
