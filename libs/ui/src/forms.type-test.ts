import type {
  CenterChangeInput,
  CenterFields,
  ClassroomFields,
  CourseFields,
  CourseTypeFields,
  MailTemplateFields,
  NameEntry,
  NoticeFields,
  SeminarCalendarFields,
  StudentFields,
  SubjectFields,
  SupportPageFields,
  TeacherContactFields,
  TeacherFields,
  UserFields,
  ZoomMeetingFields,
} from '@school/contracts';
import {
  CENTER_CHANGE_FORM,
  CENTER_FORM,
  CLASSROOM_FORM,
  COURSE_FORM,
  COURSE_TYPE_FORM,
  MAIL_TEMPLATE_FORM,
  NAMES_ROW_FORM,
  NOTICE_FORM,
  SEMINAR_FORM,
  STUDENT_FORM,
  SUBJECT_FORM,
  SUPPORT_PAGE_FORM,
  TEACHER_CONTACT_FORM,
  TEACHER_FORM,
  USER_FORM,
  ZOOM_MEETING_FORM,
  type FormSchemaOf,
} from '@school/domain';

// Each input is described once: every form of libs/domain checks fields its screen's contract
// (libs/contracts) has, so a field the contract lacks does not compile. libs/domain may not import
// the contracts (a pure room of its own), so the pairs are checked here, where both are seen.
// Type-checked by tsconfig.spec.json, never run.
export const formsOfContracts = [
  CENTER_FORM satisfies FormSchemaOf<CenterFields, typeof CENTER_FORM>,
  CLASSROOM_FORM satisfies FormSchemaOf<ClassroomFields, typeof CLASSROOM_FORM>,
  COURSE_TYPE_FORM satisfies FormSchemaOf<CourseTypeFields, typeof COURSE_TYPE_FORM>,
  COURSE_FORM satisfies FormSchemaOf<CourseFields, typeof COURSE_FORM>,
  SUBJECT_FORM satisfies FormSchemaOf<SubjectFields, typeof SUBJECT_FORM>,
  NAMES_ROW_FORM satisfies FormSchemaOf<NameEntry, typeof NAMES_ROW_FORM>,
  MAIL_TEMPLATE_FORM satisfies FormSchemaOf<MailTemplateFields, typeof MAIL_TEMPLATE_FORM>,
  SEMINAR_FORM satisfies FormSchemaOf<SeminarCalendarFields, typeof SEMINAR_FORM>,
  USER_FORM satisfies FormSchemaOf<UserFields, typeof USER_FORM>,
  SUPPORT_PAGE_FORM satisfies FormSchemaOf<SupportPageFields, typeof SUPPORT_PAGE_FORM>,
  NOTICE_FORM satisfies FormSchemaOf<NoticeFields, typeof NOTICE_FORM>,
  ZOOM_MEETING_FORM satisfies FormSchemaOf<ZoomMeetingFields, typeof ZOOM_MEETING_FORM>,
  TEACHER_CONTACT_FORM satisfies FormSchemaOf<TeacherContactFields, typeof TEACHER_CONTACT_FORM>,
  TEACHER_FORM satisfies FormSchemaOf<TeacherFields, typeof TEACHER_FORM>,
  STUDENT_FORM satisfies FormSchemaOf<StudentFields, typeof STUDENT_FORM>,
  CENTER_CHANGE_FORM satisfies FormSchemaOf<CenterChangeInput, typeof CENTER_CHANGE_FORM>,
];

const CENTER_FORM_WITH_FAX = { ...CENTER_FORM, fax: 'nullable|max:20' };

export const formsWithoutTheirContract = [
  // @ts-expect-error: fax is no field of CenterFields
  CENTER_FORM_WITH_FAX satisfies FormSchemaOf<CenterFields, typeof CENTER_FORM_WITH_FAX>,
  // @ts-expect-error: an object literal is checked without naming its type
  { center_name: 'required', fax: 'nullable' } satisfies FormSchemaOf<CenterFields>,
];
