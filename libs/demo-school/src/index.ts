export * from './types';
export * from './random';
export * from './civil-date';
export * from './time-slots';
export * from './calendar';
export * from './lessons';
export * from './reports';
export * from './chat';
export * from './demo-school';
export * from './sql/unnest-insert';
export {
  CENTER_CATALOGUE,
  CENTER_GROUP,
  COURSES,
  COURSE_TYPES,
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATES,
  NAMES,
  NAME_GROUPS,
  REPORT_DETAIL_COUNT,
  REPORT_ITEMS,
  SCHOOL_YEARS,
  STAFF,
  demoUserNo,
} from './data';
export { gradeIn, schoolYearCodeOn } from './people';
