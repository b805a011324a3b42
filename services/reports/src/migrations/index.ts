import { Initial1763683200000 } from './1763683200000-initial';
import { DemoSchoolTables1763683300000 } from './1763683300000-demo-school-tables';
import { ReportRoundsAndLessons1797000000000 } from './1797000000000-report-rounds-and-lessons';
import { DeadLetter1797100000000 } from './1797100000000-dead-letter';
import { LabelProjection1797500000000 } from './1797500000000-label-projection';
import { OutboxReplay1797950000000 } from './1797950000000-outbox-replay';
import { OutboxActor1798100000000 } from './1798100000000-outbox-actor';

// In order of application.
export const MIGRATIONS = [
  Initial1763683200000,
  DemoSchoolTables1763683300000,
  ReportRoundsAndLessons1797000000000,
  DeadLetter1797100000000,
  LabelProjection1797500000000,
  OutboxReplay1797950000000,
  OutboxActor1798100000000,
];
