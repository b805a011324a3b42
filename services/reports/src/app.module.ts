import { Module } from '@nestjs/common';
import { DailyCheckModule, ServiceKitModule } from '@school/server-kit';
import { ALERT_CHECK } from './alert-check/alert-check';
import { ENTITIES } from './entities';
import { LabelModule } from './label/label.module';
import { LessonModule } from './lesson/lesson.module';
import { MIGRATIONS } from './migrations';
import { PersonReferencesModule } from './person-references/person-references.module';
import { ReportModule } from './report/report.module';
import { UnwrittenReportsModule } from './unwritten-reports/unwritten-reports.module';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'reports', entities: ENTITIES, migrations: MIGRATIONS }),
    LessonModule,
    LabelModule,
    ReportModule,
    PersonReferencesModule,
    UnwrittenReportsModule,
    DailyCheckModule.forCheck(ALERT_CHECK),
  ],
})
export class AppModule {}
