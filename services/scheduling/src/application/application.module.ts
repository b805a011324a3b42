import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { StudentRowsModule } from '../student-schedule/student-rows.module';
import { ApplicationRepository } from './application.repository';
import { ApplicationRpc } from './application.rpc';
import { ApplicationService } from './application.service';

@Module({
  imports: [EntryCellModule, StudentRowsModule],
  controllers: [ApplicationRpc],
  providers: [ApplicationService, ApplicationRepository],
})
export class ApplicationModule {}
