import { City, Country, State } from './address/address.entities';
import { Alert, AlertRead } from './communication/alert/alert.entities';
import { Attachment } from './communication/attachment/attachment.entities';
import { Center, Classroom } from './center/center.entities';
import { Course, CourseType } from './course/course.entities';
import { MailTemplate } from './mail-template/mail-template.entities';
import { NameEntry } from './names/names.entities';
import { Notice, NoticeCenter, NoticeRole } from './communication/notice/notice.entities';
import { Student, StudentCenterChange, StudentNgTeacher, StudentSubject } from './student/student.entities';
import { StudentSheet } from './student-sheet/student-sheet.entities';
import { Subject } from './subject/subject.entities';
import { SupportPage } from './communication/support-page/support-page.entities';
import { Teacher, TeacherCenter, TeacherSubject } from './teacher/teacher.entities';

export const ENTITIES = [
  Country,
  State,
  City,
  Center,
  Classroom,
  Subject,
  CourseType,
  Course,
  NameEntry,
  MailTemplate,
  Notice,
  NoticeRole,
  NoticeCenter,
  SupportPage,
  Attachment,
  Teacher,
  TeacherSubject,
  TeacherCenter,
  Student,
  StudentSubject,
  StudentNgTeacher,
  StudentCenterChange,
  Alert,
  AlertRead,
  StudentSheet,
];
