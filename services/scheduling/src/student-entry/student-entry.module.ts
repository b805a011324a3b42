import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { StudentEntryRepository } from './student-entry.repository';
import { StudentEntryRpc } from './student-entry.rpc';
import { StudentEntryService } from './student-entry.service';

@Module({
  imports: [EntryCellModule],
  controllers: [StudentEntryRpc],
  providers: [StudentEntryService, StudentEntryRepository],
})
export class StudentEntryModule {}
