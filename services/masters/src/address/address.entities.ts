import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// o0101
@Entity({ name: 'country' })
export class Country {
  @PrimaryGeneratedColumn({ name: 'o0101_id' })
  o0101_id!: number;

  @Column({ type: 'text', unique: true })
  code!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}

// o0102: a country's states (for Japan, the 47 prefectures)
@Entity({ name: 'state' })
export class State {
  @PrimaryGeneratedColumn({ name: 'o0102_id' })
  o0102_id!: number;

  @Column({ type: 'int' })
  o0101_id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}

// o0103
@Entity({ name: 'city' })
export class City {
  @PrimaryGeneratedColumn({ name: 'o0103_id' })
  o0103_id!: number;

  @Column({ type: 'int' })
  o0102_id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}
