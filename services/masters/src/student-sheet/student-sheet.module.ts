import { Module } from '@nestjs/common';
import { StudentSheetRpc } from './student-sheet.rpc';
import { StudentSheetService } from './student-sheet.service';

@Module({ controllers: [StudentSheetRpc], providers: [StudentSheetService] })
export class StudentSheetModule {}
