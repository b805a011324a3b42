import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@school/server-kit';
import { AlertCheckModule } from './alert-check/alert-check.module';
import { ENTITIES } from './entities';
import { LessonModule } from './lesson/lesson.module';
import { MIGRATIONS } from './migrations';
import { ReportModule } from './report/report.module';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'reports', entities: ENTITIES, migrations: MIGRATIONS }),
    LessonModule,
    ReportModule,
    AlertCheckModule,
  ],
})
export class AppModule {}
