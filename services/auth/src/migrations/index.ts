import { Initial1763683200000 } from './1763683200000-initial';
import { Users1763683400000 } from './1763683400000-users';
import { JobRuns1796950000000 } from './1796950000000-job-runs';
import { DeadLetter1797100000000 } from './1797100000000-dead-letter';
import { StudentLessonListMenu1797710000000 } from './1797710000000-student-lesson-list-menu';
import { OutboxReplay1797950000000 } from './1797950000000-outbox-replay';
import { OutboxActor1798100000000 } from './1798100000000-outbox-actor';
import { ChangeAudit1798110000000 } from './1798110000000-change-audit';

// In order of application.
export const MIGRATIONS = [
  Initial1763683200000,
  Users1763683400000,
  JobRuns1796950000000,
  DeadLetter1797100000000,
  StudentLessonListMenu1797710000000,
  OutboxReplay1797950000000,
  OutboxActor1798100000000,
  ChangeAudit1798110000000,
];
