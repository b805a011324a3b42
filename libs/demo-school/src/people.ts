import { timeGroupOf, timeLimitNo } from '@school/domain';
import { addDays, dayNumber, fiscalYearOf, ymd, type DateString } from './civil-date';
import { openingHours } from './calendar';
import {
  ADULT_FEMALE_NAMES,
  ADULT_MALE_NAMES,
  COURSES,
  FACULTIES,
  FAMILY_NAMES,
  GUARDIAN_RELATIONSHIPS,
  OVERSEAS_COURSE_TYPE,
  SUBJECT_DEMAND,
  TOWNS,
  UNIVERSITIES,
  YOUNG_FEMALE_NAMES,
  YOUNG_MALE_NAMES,
  fullName,
  levelOfSchoolYear,
  schoolYearCodeOfGrade,
  subjectsForLevel,
  type CenterSeed,
  type NamePart,
  type SchoolLevel,
} from './data';
import type { Rng } from './random';
import { LAST_REGULAR_GROUP } from './time-slots';
import type { ClassroomRow, CourseRow, StudentRow, TeacherRow, TeacherType, TeacherWeeklyShiftRow } from './types';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

// Subjects drawn by demand, without repeats.
const drawSubjects = (rng: Rng, pool: readonly number[], count: number): number[] => {
  const left = [...pool];
  const out: number[] = [];
  while (out.length < count && left.length > 0) {
    const s = rng.weighted(left.map((no) => [no, SUBJECT_DEMAND[no] ?? 1] as const));
    out.push(s);
    left.splice(left.indexOf(s), 1);
  }
  return out.sort((a, b) => a - b);
};

export type TeacherDraft = {
  row: TeacherRow;
  subjectNos: number[];
  lateNight: boolean;
  // weekday -> the groups the teacher usually works
  weekly: Map<number, number[]>;
};

export const buildTeachers = (rng: Rng, count: number, centers: readonly CenterSeed[], today: DateString): TeacherDraft[] => {
  const year = Number(today.slice(0, 4));
  const allSubjects = Object.keys(SUBJECT_DEMAND).map(Number);
  return Array.from({ length: count }, (_, i) => {
    const teacher_no = i + 1;
    const center = centers[i % centers.length];
    const sex = rng.chance(0.52) ? 1 : 2;
    const teacher_type = rng.weighted<TeacherType>([
      [1, 55],
      [2, 25],
      [3, 20],
    ]);
    const young = teacher_type === 1;
    const given = young
      ? rng.pick(sex === 1 ? YOUNG_MALE_NAMES : YOUNG_FEMALE_NAMES)
      : rng.pick(sex === 1 ? ADULT_MALE_NAMES : ADULT_FEMALE_NAMES);
    const name = fullName(rng.pick(FAMILY_NAMES), given);
    const age = teacher_type === 1 ? rng.int(19, 23) : teacher_type === 2 ? rng.int(24, 45) : rng.int(30, 62);
    const university = rng.pick(UNIVERSITIES);
    const faculty = rng.pick(FACULTIES);
    const background =
      teacher_type === 1
        ? `${university} ${faculty} ${Math.min(4, Math.max(1, age - 18))}年`
        : teacher_type === 2
          ? `${university} ${faculty} 卒業／会社員`
          : `${university} ${faculty} 卒業／指導歴${rng.int(5, Math.max(6, age - 24))}年`;
    const subjectNos = drawSubjects(rng, allSubjects, rng.int(2, 5));
    // Mathematics and English carry most lessons: most teachers can take one of them.
    if (!subjectNos.includes(3) && !subjectNos.includes(4) && rng.chance(0.7)) subjectNos.push(rng.pick([3, 4]));
    subjectNos.sort((a, b) => a - b);
    const lateNight = center.online && rng.chance(0.35);
    const weekly = new Map<number, number[]>();
    const days = rng.sample([1, 2, 3, 4, 5, 6], rng.int(3, 5));
    if (rng.chance(0.15)) days.push(7);
    for (const dow of days.sort((a, b) => a - b)) {
      const lastOpen = timeGroupOf(openingHours(center.online, dow).end);
      const late = lateNight && dow !== 7 && rng.chance(0.6);
      const first = late ? rng.int(LAST_REGULAR_GROUP, 6) : rng.int(1, Math.min(3, lastOpen));
      const last = Math.min(lastOpen, first + rng.int(1, 3));
      weekly.set(
        dow,
        Array.from({ length: last - first + 1 }, (_, k) => first + k),
      );
    }
    const row: TeacherRow = {
      teacher_no,
      teacher_name: name.kanji,
      teacher_namej: name.kana,
      sex,
      teacher_type,
      center_no: center.center_no,
      birth_date: ymd(year - age, rng.int(1, 12), rng.int(1, 28)),
      background,
      email: `t${pad(teacher_no, 4)}@example.com`,
      tel: `090-0000-${pad(teacher_no, 4)}`,
      hire_date: addDays(today, -rng.int(30, 2400)),
      status: 1,
      remarks: lateNight ? '深夜特別枠対応可' : null,
    };
    return { row, subjectNos, lateNight, weekly };
  });
};

// Shifts are stored per 40-minute half: a teacher free for a whole period has both halves.
export const weeklyShiftRows = (teachers: readonly TeacherDraft[]): TeacherWeeklyShiftRow[] =>
  teachers.flatMap((t) =>
    [...t.weekly.entries()].flatMap(([dow, groups]) =>
      groups.flatMap((g) =>
        ([1, 2] as const).map((half) => ({
          teacher_no: t.row.teacher_no,
          center_no: t.row.center_no,
          dayofweek_code: dow,
          time_limit_no: timeLimitNo(g, half),
        })),
      ),
    ),
  );

export const buildClassrooms = (centers: readonly CenterSeed[]): ClassroomRow[] => {
  const rows: ClassroomRow[] = [];
  for (const c of centers) {
    const names = c.online ? ['オンライン教室A', 'オンライン教室B'] : [`${c.center_name} 第1教室`, `${c.center_name} 第2教室`];
    names.forEach((classroom_name, k) => {
      const classroom_no = rows.length + 1;
      rows.push({
        classroom_no,
        center_no: c.center_no,
        classroom_name,
        classroom_type: c.online ? 1 : c.franchise ? 3 : 2,
        booth_count: c.online ? 20 : k === 0 ? 8 : 6,
        meeting_url: `https://meet.example.com/school/room-${pad(classroom_no, 3)}`,
        sort_order: rows.length + 1,
      });
    });
  }
  return rows;
};

export type StudentDraft = {
  row: StudentRow;
  subjectNos: number[];
  course: CourseRow;
  overseas: boolean;
  level: SchoolLevel;
};

// The grade a child born on birthDate is in during fiscal year fy (1 = 小学1年): children born
// from April 2 to April 1 share a school year.
export const gradeIn = (birthDate: DateString, fy: number): number => {
  const [y, m, d] = birthDate.split('-').map(Number);
  const entryYear = m < 4 || (m === 4 && d === 1) ? y + 6 : y + 7;
  return fy - entryYear + 1;
};

export const schoolYearCodeOn = (birthDate: DateString, date: DateString): number =>
  schoolYearCodeOfGrade(gradeIn(birthDate, fiscalYearOf(date)));

const birthDateForGrade = (rng: Rng, grade: number, fy: number): DateString => {
  const entryYear = fy - grade + 1;
  const from = dayNumber(ymd(entryYear - 7, 4, 2));
  const to = dayNumber(ymd(entryYear - 6, 4, 1));
  return addDays(ymd(entryYear - 7, 4, 2), rng.int(0, to - from));
};

const schoolName = (rng: Rng, level: SchoolLevel, prefecture: string): string => {
  const town = rng.pick(TOWNS);
  const publicOwner =
    prefecture === '東京都' ? '都立' : prefecture === '北海道' ? '道立' : prefecture.endsWith('府') ? '府立' : '県立';
  switch (level) {
    case 'elementary':
      return `市立${town}小学校`;
    case 'juniorHigh':
      return rng.chance(0.8) ? `市立${town}中学校` : `私立${town}学園中学校`;
    case 'high':
      return rng.chance(0.55) ? `${publicOwner}${town}高等学校` : `私立${town}学院高等学校`;
    case 'graduate':
      return '（既卒）';
  }
};

export const buildStudents = (
  rng: Rng,
  count: number,
  centers: readonly CenterSeed[],
  classrooms: readonly ClassroomRow[],
  today: DateString,
): StudentDraft[] => {
  const fy = fiscalYearOf(today);
  return Array.from({ length: count }, (_, i) => {
    const student_no = i + 1;
    const center = rng.weighted(centers.map((c) => [c, c.online ? 1.5 : 1] as const));
    const grade = rng.weighted<number>([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 6],
      [5, 6],
      [6, 7],
      [7, 14],
      [8, 14],
      [9, 17],
      [10, 9],
      [11, 9],
      [12, 12],
      [13, 3],
    ]);
    const birth_date = birthDateForGrade(rng, grade, fy);
    const school_year_code = schoolYearCodeOfGrade(grade);
    const level = levelOfSchoolYear(school_year_code);
    const sex = rng.weighted<1 | 2 | 3>([
      [1, 48],
      [2, 48],
      [3, 4],
    ]);
    const givenPool: readonly NamePart[] =
      sex === 1 ? YOUNG_MALE_NAMES : sex === 2 ? YOUNG_FEMALE_NAMES : rng.pick([YOUNG_MALE_NAMES, YOUNG_FEMALE_NAMES]);
    const family = rng.pick(FAMILY_NAMES);
    const name = fullName(family, rng.pick(givenPool));
    const relationship = rng.weighted(GUARDIAN_RELATIONSHIPS);
    const guardianFemale = relationship === 2 || relationship === 4;
    const guardian = fullName(family, rng.pick(guardianFemale ? ADULT_FEMALE_NAMES : ADULT_MALE_NAMES));
    const examYear = grade === 6 || grade === 9 || grade >= 12;
    const overseas = center.online && rng.chance(0.18);
    const courseType = overseas
      ? OVERSEAS_COURSE_TYPE
      : rng.weighted<number>([
          [1, examYear ? 25 : 50],
          [2, 20],
          [3, examYear ? 55 : 15],
        ]);
    const format = rng.weighted<number>([
      [0, 45],
      [1, 40],
      [2, 15],
    ]);
    const course = COURSES.filter((c) => c.course_type_no === courseType)[format];
    const centerClassrooms = classrooms.filter((c) => c.center_no === center.center_no);
    const enrollment_status = rng.weighted<0 | 1 | 2 | 3>([
      [1, 88],
      [2, 5],
      [3, 5],
      [0, 2],
    ]);
    // A few enrolled students are new, so the board shows first lessons (class_count <= 3).
    const enrollment_date =
      enrollment_status === 1 && rng.chance(0.08)
        ? addDays(today, rng.int(-25, 10))
        : enrollment_status === 0
          ? addDays(today, -rng.int(0, 20))
          : addDays(today, -rng.int(40, 1200));
    const subjectPool = subjectsForLevel(level === 'graduate' ? 'high' : level);
    const row: StudentRow = {
      student_no,
      student_name: name.kanji,
      student_namej: name.kana,
      sex,
      birth_date,
      school_year_code,
      school_name: schoolName(rng, level, center.prefecture),
      center_no: center.center_no,
      classroom_no: rng.pick(centerClassrooms).classroom_no,
      course_no: course.course_no,
      enrollment_status,
      enrollment_date,
      teacher_request: rng.weighted<1 | 2 | 3>([
        [3, 70],
        [1, 10],
        [2, 20],
      ]),
      teacher_request_type: rng.weighted<TeacherType | null>([
        [null, 80],
        [3, 10],
        [1, 7],
        [2, 3],
      ]),
      guardian_name: guardian.kanji,
      guardian_namej: guardian.kana,
      guardian_relationship: relationship,
      email: `s${pad(student_no, 5)}@example.com`,
      tel: `080-0000-${pad(student_no % 10000, 4)}`,
      prefecture: center.prefecture,
    };
    return {
      row,
      subjectNos: drawSubjects(
        rng,
        subjectPool,
        rng.weighted<number>([
          [1, 40],
          [2, 40],
          [3, 20],
        ]),
      ),
      course,
      overseas,
      level,
    };
  });
};
