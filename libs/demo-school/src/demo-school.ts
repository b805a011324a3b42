import { planCenterChanges, planNgTeachers, studentSubjectRows, teacherCenterRows } from './assignments';
import { buildStudentSheets } from './student-sheets';
import { buildCalendarDays, buildSeminarCalendars } from './calendar';
import { fiscalYearOf, isDateString } from './civil-date';
import {
  CENTER_CATALOGUE,
  CENTER_GROUP,
  COURSES,
  COURSE_TYPES,
  MAIL_TEMPLATES,
  NAMES,
  STAFF,
  buildNotices,
  buildSupportPages,
  subjectRows,
} from './data';
import { planChatMessages } from './chat';
import { lessonRange, planLessons } from './lessons';
import { buildClassrooms, buildStudents, buildTeachers, weeklyShiftRows } from './people';
import { rngFor } from './random';
import { planReports } from './reports';
import { buildTimeSlots } from './time-slots';
import type { CenterRow, DemoScale, DemoSchool, DemoSchoolOptions } from './types';

export type ScaleSize = { centers: number; teachers: number; students: number; lessons: number; chatRooms: number };

export const DEMO_SCALES: Readonly<Record<DemoScale, ScaleSize>> = {
  small: { centers: 3, teachers: 12, students: 40, lessons: 1500, chatRooms: 8 },
  bench: { centers: 10, teachers: 200, students: 3000, lessons: 50000, chatRooms: 150 },
};

// The whole demo school for one (scale, seed, today): same inputs, same rows, on any machine.
// Every service seeds its own schema from it, so numbers agree across schemas.
export const buildDemoSchool = (options: DemoSchoolOptions): DemoSchool => {
  const { scale, seed, today } = options;
  const size = DEMO_SCALES[scale];
  if (!size) throw new Error(`Unknown scale '${String(scale)}' (expected small or bench)`);
  if (!Number.isInteger(seed)) throw new Error(`The seed must be an integer, got ${seed}`);
  if (!isDateString(today)) throw new Error(`Invalid today '${today}' (expected YYYY-MM-DD)`);

  const fiscalYear = fiscalYearOf(today);
  const range = lessonRange(today);
  // The calendar covers the current fiscal year and any other one the lesson weeks reach into.
  const fiscalYears = [...new Set([fiscalYearOf(range.start), fiscalYear, fiscalYearOf(range.end)])].sort((a, b) => a - b);

  const centerSeeds = CENTER_CATALOGUE.slice(0, size.centers);
  const centers: CenterRow[] = [
    ...centerSeeds.map((c, i): CenterRow => ({
      center_no: c.center_no,
      center_name: c.center_name,
      center_short_name: c.center_short_name,
      group_flag: 0,
      center_group_no: c.capitalArea ? CENTER_GROUP.center_no : null,
      postal_code: c.postal_code,
      prefecture: c.prefecture,
      address: c.address,
      tel: c.tel,
      email: `center${String(c.center_no).padStart(2, '0')}@example.com`,
      late_night_flag: c.online ? 1 : 0,
      sort_order: i + 1,
    })),
    {
      center_no: CENTER_GROUP.center_no,
      center_name: CENTER_GROUP.center_name,
      center_short_name: CENTER_GROUP.center_short_name,
      group_flag: 1,
      center_group_no: null,
      postal_code: null,
      prefecture: null,
      address: null,
      tel: null,
      email: null,
      late_night_flag: 0,
      sort_order: 100,
    },
  ];

  const classrooms = buildClassrooms(centerSeeds);
  const calendarDays = buildCalendarDays(centerSeeds, fiscalYears);
  const seminarCalendars = buildSeminarCalendars(fiscalYears);
  const teachers = buildTeachers(rngFor(seed, 'teachers'), size.teachers, centerSeeds, today);
  const students = buildStudents(rngFor(seed, 'students'), size.students, centerSeeds, classrooms, today);
  const { lessons, teacherSchedules } = planLessons({
    rngShifts: rngFor(seed, 'shifts'),
    rngSettings: rngFor(seed, 'settings'),
    rngLessons: rngFor(seed, 'lessons'),
    today,
    lessonCount: size.lessons,
    centers: centerSeeds,
    classrooms,
    calendarDays,
    seminars: seminarCalendars,
    teachers,
    students,
  });
  const { reports, details, comments } = planReports(rngFor(seed, 'reports'), lessons, today);
  const teacherRows = teachers.map((t) => t.row);
  const studentRows = students.map((s) => s.row);
  const chatMessages = planChatMessages(
    rngFor(seed, 'chat'),
    lessons,
    new Map(studentRows.map((s) => [s.student_no, s])),
    new Map(teacherRows.map((t) => [t.teacher_no, t])),
    today,
    size.chatRooms,
  );

  return {
    options: { scale, seed, today },
    fiscalYear,
    lessonRange: { start: range.start, end: range.end },
    staff: [...STAFF],
    centers,
    classrooms,
    subjects: subjectRows(),
    courseTypes: [...COURSE_TYPES],
    courses: [...COURSES],
    names: [...NAMES],
    mailTemplates: [...MAIL_TEMPLATES],
    notices: buildNotices(today, fiscalYear, seminarCalendars),
    supportPages: buildSupportPages(),
    timeSlots: buildTimeSlots(),
    calendarDays,
    seminarCalendars,
    teachers: teacherRows,
    teacherSubjects: teachers.flatMap((t) => t.subjectNos.map((subject_no) => ({ teacher_no: t.row.teacher_no, subject_no }))),
    teacherCenters: teacherCenterRows(
      teacherRows,
      centerSeeds.map((c) => c.center_no),
    ),
    teacherWeeklyShifts: weeklyShiftRows(teachers),
    teacherSchedules,
    students: studentRows,
    studentSubjects: studentSubjectRows(lessons),
    ngTeachers: planNgTeachers(rngFor(seed, 'ng-teachers'), studentRows, teacherRows, lessons, today),
    centerChanges: planCenterChanges(
      rngFor(seed, 'center-changes'),
      studentRows,
      lessons,
      centerSeeds.map((c) => c.center_no),
      today,
    ),
    studentSheets: buildStudentSheets(studentRows, today, `${fiscalYear + 1}-03-31`),
    lessons,
    reports,
    reportDetails: details,
    reportComments: comments,
    chatMessages,
  };
};

// Per teacher or student, the sorted numbers of one of their lists (subjects, centers, NG teachers), as
// the scheduling projections keep them.
export const numbersBy = <R>(rows: readonly R[], owner: (r: R) => number, item: (r: R) => number): Map<number, number[]> => {
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(owner(r), [...(map.get(owner(r)) ?? []), item(r)]);
  for (const list of map.values()) list.sort((a, b) => a - b);
  return map;
};
