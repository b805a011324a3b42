import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditableColumns } from '@school/server-kit';

// M1005
@Entity({ name: 'course_type' })
export class CourseType extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'course_type_no' })
  course_type_no!: number;

  @Column({ type: 'text' })
  course_type_name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}

// M1010: a course of a course type, with its lesson length and capacity (1 one-to-one, 2 one-to-two).
@Entity({ name: 'course' })
export class Course extends EditableColumns {
  @PrimaryGeneratedColumn({ name: 'course_no' })
  course_no!: number;

  @Column({ type: 'int' })
  course_type_no!: number;

  @Column({ type: 'text' })
  course_name!: string;

  @Column({ type: 'smallint' })
  lesson_minutes!: 90 | 40;

  @Column({ type: 'smallint' })
  capacity!: 1 | 2;

  @Column({ type: 'smallint', default: 4 })
  lessons_per_month!: number;

  @Column({ type: 'int', default: 0 })
  monthly_fee!: number;

  @Column({ type: 'int', default: 0 })
  sort_order!: number;
}
