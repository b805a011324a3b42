import { Initial1763683200000 } from './1763683200000-initial';
import { DemoSchoolTables1763683300000 } from './1763683300000-demo-school-tables';
import { TeachersAndNgTeachers1796000000000 } from './1796000000000-teachers-and-ng-teachers';
import { SupportPageRichText1796100000000 } from './1796100000000-support-page-rich-text';
import { StudentSheet1796200000000 } from './1796200000000-student-sheet';
import { NoticeAudience1796300000000 } from './1796300000000-notice-audience';
import { Alerts1796400000000 } from './1796400000000-alerts';
import { StudentCenterChange1796500000000 } from './1796500000000-student-center-change';
import { JobRuns1796950000000 } from './1796950000000-job-runs';
import { AlertReportKinds1797000000000 } from './1797000000000-alert-report-kinds';
import { DeadLetter1797100000000 } from './1797100000000-dead-letter';
import { GuardianRelationshipUnmapped1797290000000 } from './1797290000000-guardian-relationship-unmapped';
import { GuardianRelationshipCode1797300000000 } from './1797300000000-guardian-relationship-code';
import { T0010Sample1797820000000 } from './1797820000000-t0010-sample';
import { OutboxReplay1797950000000 } from './1797950000000-outbox-replay';
import { OutboxActor1798100000000 } from './1798100000000-outbox-actor';

// In order of application.
export const MIGRATIONS = [
  Initial1763683200000,
  DemoSchoolTables1763683300000,
  TeachersAndNgTeachers1796000000000,
  SupportPageRichText1796100000000,
  StudentSheet1796200000000,
  NoticeAudience1796300000000,
  Alerts1796400000000,
  StudentCenterChange1796500000000,
  JobRuns1796950000000,
  AlertReportKinds1797000000000,
  DeadLetter1797100000000,
  GuardianRelationshipUnmapped1797290000000,
  GuardianRelationshipCode1797300000000,
  T0010Sample1797820000000,
  OutboxReplay1797950000000,
  OutboxActor1798100000000,
];
