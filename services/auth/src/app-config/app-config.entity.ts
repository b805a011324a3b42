import { Column, Entity, PrimaryColumn } from 'typeorm';

// Settings the front end may read through AuthService.getConfig (e.g. app.C21101_SHOW_ZOOM_INFO).
@Entity({ name: 'app_config' })
export class AppConfig {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'jsonb' })
  value!: unknown;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at!: Date;
}
