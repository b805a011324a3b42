import { Module } from '@nestjs/common';
import { StudentSheetRpc } from './student-sheet.rpc';
import { StudentSheetRepository } from './student-sheet.repository';
import { StudentSheetService } from './student-sheet.service';

@Module({ controllers: [StudentSheetRpc], providers: [StudentSheetRepository, StudentSheetService] })
export class StudentSheetModule {}
