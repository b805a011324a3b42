import { Module } from '@nestjs/common';
import { StudentRowsRepository } from './student-rows.repository';

// A student's rows for every feature that reads them (C30101, C30101Student, C30101_submit, C21101).
@Module({ providers: [StudentRowsRepository], exports: [StudentRowsRepository] })
export class StudentRowsModule {}
