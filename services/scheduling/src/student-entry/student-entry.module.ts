import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { StudentRowsModule } from '../student-schedule/student-rows.module';
import { StudentEntryRpc } from './student-entry.rpc';
import { StudentEntryService } from './student-entry.service';

@Module({
  imports: [EntryCellModule, StudentRowsModule],
  controllers: [StudentEntryRpc],
  providers: [StudentEntryService],
})
export class StudentEntryModule {}
