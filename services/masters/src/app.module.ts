import { Module } from '@nestjs/common';
import { CsvExportModule, ServiceKitModule } from '@school/server-kit';
import { AddressModule } from './address/address.module';
import { AlertModule } from './communication/alert/alert.module';
import { AttachmentModule } from './communication/attachment/attachment.module';
import { CenterModule } from './center/center.module';
import { ClassroomModule } from './classroom/classroom.module';
import { CourseModule } from './course/course.module';
import { ENTITIES } from './entities';
import { LabelsModule } from './labels/labels.module';
import { MailTemplateModule } from './mail-template/mail-template.module';
import { MIGRATIONS } from './migrations';
import { NamesModule } from './names/names.module';
import { NoticeModule } from './communication/notice/notice.module';
import { ProjectionSnapshotModule } from './projection-snapshot/projection-snapshot.module';
import { StudentModule } from './student/student.module';
import { StudentSheetModule } from './student-sheet/student-sheet.module';
import { SubjectModule } from './subject/subject.module';
import { T0010Module } from './t0010/t0010.module';
import { SupportPageModule } from './communication/support-page/support-page.module';
import { TeacherModule } from './teacher/teacher.module';
import { UserLinkModule } from './user-link/user-link.module';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'masters', entities: ENTITIES, migrations: MIGRATIONS }),
    CsvExportModule.forService('masters'),
    AddressModule,
    CenterModule,
    ClassroomModule,
    NamesModule,
    MailTemplateModule,
    CourseModule,
    SubjectModule,
    UserLinkModule,
    TeacherModule,
    StudentModule,
    StudentSheetModule,
    ProjectionSnapshotModule,
    AttachmentModule,
    SupportPageModule,
    AlertModule,
    LabelsModule,
    NoticeModule,
    T0010Module,
  ],
})
export class AppModule {}
