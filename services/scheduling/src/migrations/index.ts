import { Initial1763683200000 } from './1763683200000-initial';
import { DemoSchoolTables1763683300000 } from './1763683300000-demo-school-tables';
import { LessonZoomMeeting1795498506000 } from './1795498506000-lesson-zoom-meeting';
import { ProjectionVersions1796000000000 } from './1796000000000-projection-versions';
import { StudentCenterMoves1796500000000 } from './1796500000000-student-center-moves';
import { LessonOccupancyGuard1796600000000 } from './1796600000000-lesson-occupancy-guard';
import { LessonCancelRowOccupancy1796700000000 } from './1796700000000-lesson-cancel-row-occupancy';
import { BoardIndexes1796800000000 } from './1796800000000-board-indexes';
import { JobRuns1796950000000 } from './1796950000000-job-runs';
import { DeadLetter1797100000000 } from './1797100000000-dead-letter';
import { LessonNeedsShift1797200000000 } from './1797200000000-lesson-needs-shift';
import { TeacherShiftVersions1797300000000 } from './1797300000000-teacher-shift-versions';
import { PersonRemoval1797330000000 } from './1797330000000-person-removal';
import { CenterProjection1797400000000 } from './1797400000000-center-projection';
import { LessonApplications1797500000000 } from './1797500000000-lesson-applications';
import { RebookingRequests1797620000000 } from './1797620000000-rebooking-requests';
import { ZoomLog1797630000000 } from './1797630000000-zoom-log';
import { CalendarFeedTokens1797640000000 } from './1797640000000-calendar-feed-tokens';
import { DistributeDateState1797700000000 } from './1797700000000-distribute-date-state';
import { LessonNeedsEvent1797900000000 } from './1797900000000-lesson-needs-event';
import { OutboxReplay1797950000000 } from './1797950000000-outbox-replay';
import { OutboxActor1798100000000 } from './1798100000000-outbox-actor';

// In order of application.
export const MIGRATIONS = [
  Initial1763683200000,
  DemoSchoolTables1763683300000,
  LessonZoomMeeting1795498506000,
  ProjectionVersions1796000000000,
  StudentCenterMoves1796500000000,
  LessonOccupancyGuard1796600000000,
  LessonCancelRowOccupancy1796700000000,
  BoardIndexes1796800000000,
  JobRuns1796950000000,
  DeadLetter1797100000000,
  LessonNeedsShift1797200000000,
  TeacherShiftVersions1797300000000,
  PersonRemoval1797330000000,
  CenterProjection1797400000000,
  LessonApplications1797500000000,
  RebookingRequests1797620000000,
  ZoomLog1797630000000,
  CalendarFeedTokens1797640000000,
  DistributeDateState1797700000000,
  LessonNeedsEvent1797900000000,
  OutboxReplay1797950000000,
  OutboxActor1798100000000,
];
