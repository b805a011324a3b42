import { Module } from '@nestjs/common';
import { CsvExportModule, DailyCheckModule, ServiceKitModule } from '@school/server-kit';
import { ALERT_CHECK } from './alert-check/alert-check';
import { ApplicationModule } from './application/application.module';
import { AssignModule } from './board/assign.module';
import { BoardModule } from './board/board.module';
import { CalendarModule } from './calendar/calendar.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { CenterAccessModule } from './center/center-access.module';
import { CenterMoveModule } from './center-move/center-move.module';
import { EntryControlModule } from './entry-control/entry-control.module';
import { schedulingEnv } from './config';
import { ENTITIES } from './entities';
import { EntryCellModule } from './entry-cell/entry-cell.module';
import { LessonModule } from './lesson/lesson.module';
import { LessonListModule } from './lesson-list/lesson-list.module';
import { LessonSnapshotModule } from './lesson-snapshot/lesson-snapshot.module';
import { MIGRATIONS } from './migrations';
import { OperationStatusModule } from './operation-status/operation-status.module';
import { PendingScheduleModule } from './pending-schedule/pending-schedule.module';
import { ProjectionModule } from './projection/projection.module';
import { RequiredTeachersModule } from './required-teachers/required-teachers.module';
import { RebookingRequestModule } from './rebooking-request/rebooking-request.module';
import { SchedulePdfModule } from './schedule-pdf/schedule-pdf.module';
import { SeminarModule } from './seminar/seminar.module';
import { ShiftModule } from './shift/shift.module';
import { StudentScheduleModule } from './student-schedule/student-schedule.module';
import { StudentDayModule } from './student-day/student-day.module';
import { StudentEntryModule } from './student-entry/student-entry.module';
import { TeacherDayModule } from './teacher-day/teacher-day.module';
import { TeacherAttendanceModule } from './teacher-attendance/teacher-attendance.module';
import { TeacherAvailabilityModule } from './teacher-availability/teacher-availability.module';
import { TimeSlotModule } from './time-slot/time-slot.rpc';
import { WeeklyCourseModule } from './weekly-course/weekly-course.module';
import { ZoomLogModule } from './zoom-log/zoom-log.module';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'scheduling', entities: ENTITIES, migrations: MIGRATIONS, env: schedulingEnv }),
    CsvExportModule.forService('scheduling'),
    CenterAccessModule,
    CalendarModule,
    SeminarModule,
    OperationStatusModule,
    RequiredTeachersModule,
    LessonModule,
    ProjectionModule,
    TeacherAvailabilityModule,
    ShiftModule,
    TimeSlotModule,
    CenterMoveModule,
    DailyCheckModule.forCheck(ALERT_CHECK),
    AssignModule,
    BoardModule,
    TeacherDayModule,
    StudentScheduleModule,
    StudentEntryModule,
    StudentDayModule,
    PendingScheduleModule,
    EntryCellModule,
    ApplicationModule,
    WeeklyCourseModule,
    EntryControlModule,
    CalendarFeedModule,
    ZoomLogModule,
    RebookingRequestModule,
    LessonListModule,
    LessonSnapshotModule,
    TeacherAttendanceModule,
    SchedulePdfModule,
  ],
})
export class AppModule {}
