import { fitsTeacherPeriod, timeGroupOf, timeLimitNo, type Occupant, type TimeDivision } from '@school/domain';
import { openingHours } from './calendar';
import { dateOf, dayNumber, isoWeekdayOfDay, mondayOf, tokyoInstant, type DateString } from './civil-date';
import type { CenterSeed } from './data';
import { schoolYearCodeOn, type StudentDraft, type TeacherDraft } from './people';
import type { Rng } from './random';
import { LAST_REGULAR_GROUP, slotMinutes } from './time-slots';
import type {
  AttendanceDistinction,
  CalendarDayRow,
  ClassroomRow,
  ClassType,
  LessonRow,
  SeminarCalendarRow,
  TeacherScheduleRow,
} from './types';

// Lessons run from four weeks before the current week to the end of the seventh week after it,
// so the board, the report screens and the student's upcoming lessons all have something to show.
export const LESSON_WEEKS_BEFORE = 4;
export const LESSON_WEEKS_AFTER = 8;

// Share of the lessons that come from weekly regular settings; the rest are additional,
// seminar and rescheduled lessons.
const REGULAR_SHARE = 0.85;

export const lessonRange = (today: DateString): { start: DateString; end: DateString; startDay: number; days: number } => {
  const startDay = dayNumber(mondayOf(today)) - 7 * LESSON_WEEKS_BEFORE;
  const days = 7 * (LESSON_WEEKS_BEFORE + LESSON_WEEKS_AFTER);
  return { start: dateOf(startDay), end: dateOf(startDay + days - 1), startDay, days };
};

// SPEC §9 layout codes: 10x draws two rows (a 1:2 lesson), 20x one row; the last digit is the time division.
export const courseSettingNo = (capacity: 1 | 2, division: TimeDivision): number => (capacity === 2 ? 100 : 200) + division;

// Lessons further ahead are less often staffed yet: that is the assignment board's work.
const assignProbability = (daysFromToday: number): number => {
  if (daysFromToday < 0) return 1;
  if (daysFromToday <= 7) return 0.97;
  if (daysFromToday <= 21) return 0.85;
  return 0.6;
};

const OPERATION_NOTES: readonly string[] = [
  '保護者より開始時刻の変更相談あり（対応済み）',
  '教材を事前に郵送済み',
  '回線が不安定なため、つながらない場合は電話で連絡',
  '定期テスト前のため、テスト範囲を優先',
  '前回の宿題の解き直しから開始',
  '英検の面接練習を10分追加',
];

type Draft = {
  day: number;
  group: number;
  division: TimeDivision;
  student: StudentDraft;
  centerNo: number;
  originalCenterNo: number;
  classroomNo: number;
  subjectNo: number;
  subjectType: 1 | 2;
  classType: ClassType;
  changeFlag: 0 | 1;
  preferredTeacher: number;
  teacherNo: number;
  manualFlag: 0 | 1;
  note: string | null;
};

type Setting = {
  student: StudentDraft;
  teacherNo: number;
  dow: number;
  group: number;
  division: TimeDivision;
  subjectNo: number;
};

export type LessonPlanInput = {
  rngShifts: Rng;
  rngSettings: Rng;
  rngLessons: Rng;
  today: DateString;
  lessonCount: number;
  centers: readonly CenterSeed[];
  classrooms: readonly ClassroomRow[];
  calendarDays: readonly CalendarDayRow[];
  seminars: readonly SeminarCalendarRow[];
  teachers: readonly TeacherDraft[];
  students: readonly StudentDraft[];
};

export type LessonPlan = { lessons: LessonRow[]; teacherSchedules: TeacherScheduleRow[] };

export const planLessons = (input: LessonPlanInput): LessonPlan => {
  const { today, centers, teachers, students } = input;
  const range = lessonRange(today);
  const todayIndex = dayNumber(today) - range.startDay;
  const dows = Array.from({ length: range.days }, (_, d) => isoWeekdayOfDay(range.startDay + d));
  const dates = Array.from({ length: range.days }, (_, d) => dateOf(range.startDay + d));
  const key = (a: number, d: number, x: number): number => (a * 1024 + d) * 100 + x;

  // Last open period per center and day of the window; 0 when the center is closed.
  const lastGroup = new Map<number, number[]>(centers.map((c) => [c.center_no, new Array<number>(range.days).fill(0)]));
  for (const row of input.calendarDays) {
    const d = dayNumber(row.schedule_date) - range.startDay;
    if (d < 0 || d >= range.days || row.closed_flag === 1) continue;
    const days = lastGroup.get(row.center_no);
    if (days) days[d] = timeGroupOf(row.end_time_limit_no);
  }
  const lastOpen = (centerNo: number, d: number): number => lastGroup.get(centerNo)?.[d] ?? 0;

  const seminarDays = new Set<number>();
  for (const s of input.seminars) {
    for (let day = dayNumber(s.schedule_start_date); day <= dayNumber(s.schedule_end_date); day++)
      seminarDays.add(day - range.startDay);
  }

  // Dated shifts from the weekly patterns: now and then a day off, now and then an extra day.
  const teacherSchedules: TeacherScheduleRow[] = [];
  const working = new Set<number>();
  const rs = input.rngShifts;
  for (const t of teachers) {
    const { teacher_no, center_no } = t.row;
    for (let d = 0; d < range.days; d++) {
      const last = lastOpen(center_no, d);
      if (last === 0) continue;
      const pattern = t.weekly.get(dows[d]);
      let groups: number[] = [];
      let flag: 0 | 1 = 1;
      if (pattern) {
        groups = pattern.filter((g) => g <= last);
        if (rs.chance(0.03)) flag = 0;
      } else if (rs.chance(0.04)) {
        const first = rs.int(1, Math.min(3, last));
        const end = Math.min(last, LAST_REGULAR_GROUP, first + rs.int(1, 2));
        for (let g = first; g <= end; g++) groups.push(g);
      }
      for (const g of groups) {
        for (const half of [1, 2] as const) {
          const tln = timeLimitNo(g, half);
          teacherSchedules.push({ teacher_no, center_no, schedule_date: dates[d], time_limit_no: tln, work_flag: flag });
          if (flag === 1) working.add(key(teacher_no, d, tln));
        }
      }
    }
  }

  const teachersByCenter = new Map<number, TeacherDraft[]>(
    centers.map((c) => [c.center_no, teachers.filter((t) => t.row.center_no === c.center_no)]),
  );
  const matchScore = (t: TeacherDraft, s: StudentDraft, subjectNo: number): number =>
    (t.subjectNos.includes(subjectNo) ? 4 : 0) +
    (s.row.teacher_request !== 3 && t.row.sex === s.row.teacher_request ? 2 : 0) +
    (s.row.teacher_request_type !== null && t.row.teacher_type === s.row.teacher_request_type ? 2 : 0);
  const divisionsFor = (rng: Rng, s: StudentDraft): TimeDivision[] =>
    s.course.lesson_minutes === 90 ? [0] : rng.shuffle<TimeDivision>([1, 2]);
  const centerOf = (no: number): CenterSeed => {
    const c = centers.find((x) => x.center_no === no);
    if (!c) throw new Error(`Unknown center ${no}`);
    return c;
  };

  // Weekly regular settings: a student keeps one teacher at one period on one weekday.
  const rg = input.rngSettings;
  const enrolled = students.filter((s) => s.row.enrollment_status === 1);
  const settingsTarget = Math.round((input.lessonCount * REGULAR_SHARE) / (range.days / 7) / 0.93);
  const perStudent = new Map<number, number>();
  const base = enrolled.length ? Math.floor(settingsTarget / enrolled.length) : 0;
  const extraSlots = new Set(
    rg.sample(
      enrolled.map((s) => s.row.student_no),
      settingsTarget - base * enrolled.length,
    ),
  );
  for (const s of enrolled)
    perStudent.set(s.row.student_no, Math.min(4, Math.max(1, base + (extraSlots.has(s.row.student_no) ? 1 : 0))));

  const weekGrid = new Map<number, Occupant[]>();
  const settings: Setting[] = [];
  const regularTeacher = new Map<number, number>();
  for (const s of enrolled) {
    const center = centerOf(s.row.center_no);
    const usedDows = new Set<number>();
    for (let k = 0; k < (perStudent.get(s.row.student_no) ?? 0); k++) {
      const subjectNo = s.subjectNos[k % s.subjectNos.length];
      const ranked = (teachersByCenter.get(center.center_no) ?? [])
        .map((t) => ({
          t,
          score:
            matchScore(t, s, subjectNo) + (regularTeacher.get(s.row.student_no) === t.row.teacher_no ? 1.5 : 0) + rg.next() * 1.5,
        }))
        .sort((a, b) => b.score - a.score);
      let placed: Setting | null = null;
      for (const relaxed of [false, true]) {
        for (const { t } of ranked) {
          const options = rg.shuffle(
            [...t.weekly.entries()].flatMap(([dow, groups]) =>
              groups
                .filter((g) => g <= timeGroupOf(openingHours(center.online, dow).end) && !usedDows.has(dow))
                .filter((g) => relaxed || (s.overseas ? g >= LAST_REGULAR_GROUP : g <= LAST_REGULAR_GROUP))
                .map((g) => [dow, g] as const),
            ),
          );
          for (const [dow, g] of options) {
            // the occupancy rule: two seats per half, a one-to-one lesson takes both
            const cell = weekGrid.get(key(t.row.teacher_no, dow, g)) ?? [];
            const capacity = s.course.capacity;
            const division = divisionsFor(rg, s).find((div) =>
              fitsTeacherPeriod(cell, { time_limit_no: timeLimitNo(g, div), capacity }),
            );
            if (division === undefined) continue;
            placed = { student: s, teacherNo: t.row.teacher_no, dow, group: g, division, subjectNo };
            break;
          }
          if (placed) break;
        }
        if (placed) break;
      }
      if (!placed) continue;
      const cellKey = key(placed.teacherNo, placed.dow, placed.group);
      weekGrid.set(cellKey, [
        ...(weekGrid.get(cellKey) ?? []),
        { time_limit_no: timeLimitNo(placed.group, placed.division), capacity: s.course.capacity },
      ]);
      usedDows.add(placed.dow);
      if (!regularTeacher.has(s.row.student_no)) regularTeacher.set(s.row.student_no, placed.teacherNo);
      settings.push(placed);
    }
  }

  const rl = input.rngLessons;
  let drafts: Draft[] = [];
  for (let w = 0; w < range.days / 7; w++) {
    for (const st of settings) {
      const d = w * 7 + st.dow - 1;
      if (range.startDay + d < dayNumber(st.student.row.enrollment_date)) continue;
      if (lastOpen(st.student.row.center_no, d) < st.group) continue;
      drafts.push({
        day: d,
        group: st.group,
        division: st.division,
        student: st.student,
        centerNo: st.student.row.center_no,
        originalCenterNo: 0,
        classroomNo: st.student.row.classroom_no,
        subjectNo: st.subjectNo,
        subjectType: 1,
        classType: 1,
        changeFlag: 0,
        preferredTeacher: st.teacherNo,
        teacherNo: 0,
        manualFlag: 0,
        note: null,
      });
    }
  }
  if (drafts.length > input.lessonCount) {
    const keep = new Set(
      rl.sample(
        drafts.map((_, i) => i),
        input.lessonCount,
      ),
    );
    drafts = drafts.filter((_, i) => keep.has(i));
  }

  const occupied = new Map<number, Occupant[]>();
  const studentBusy = new Set<number>();
  const works = (teacherNo: number, d: number, group: number, division: TimeDivision): boolean =>
    division === 0
      ? working.has(key(teacherNo, d, group * 10 + 1)) && working.has(key(teacherNo, d, group * 10 + 2))
      : working.has(key(teacherNo, d, group * 10 + division));
  const canTake = (teacherNo: number, d: number, group: number, division: TimeDivision, capacity: number): boolean =>
    works(teacherNo, d, group, division) &&
    fitsTeacherPeriod(occupied.get(key(teacherNo, d, group)) ?? [], { time_limit_no: timeLimitNo(group, division), capacity });

  const assign = (x: Draft): void => {
    studentBusy.add(key(x.student.row.student_no, x.day, x.group));
    if (!rl.chance(assignProbability(x.day - todayIndex))) return;
    let teacherNo = 0;
    const capacity = x.student.course.capacity;
    if (x.preferredTeacher && canTake(x.preferredTeacher, x.day, x.group, x.division, capacity)) teacherNo = x.preferredTeacher;
    else {
      const ranked = (teachersByCenter.get(x.centerNo) ?? [])
        .map((t) => ({ no: t.row.teacher_no, score: matchScore(t, x.student, x.subjectNo) + rl.next() * 1.5 }))
        .sort((a, b) => b.score - a.score);
      teacherNo = ranked.find((c) => canTake(c.no, x.day, x.group, x.division, capacity))?.no ?? 0;
    }
    if (teacherNo === 0) return;
    x.teacherNo = teacherNo;
    // Regular lessons with their own teacher come from the automatic assignment; the rest were placed by hand.
    x.manualFlag = x.classType === 1 && x.changeFlag === 0 && teacherNo === x.preferredTeacher ? 0 : rl.chance(0.8) ? 1 : 0;
    const k = key(teacherNo, x.day, x.group);
    occupied.set(k, [...(occupied.get(k) ?? []), { time_limit_no: timeLimitNo(x.group, x.division), capacity }]);
  };
  for (const x of drafts) assign(x);

  // Additional, seminar and rescheduled lessons, and a few transfers, up to the exact count.
  let attempts = 0;
  while (drafts.length < input.lessonCount && enrolled.length > 0) {
    if (++attempts > input.lessonCount * 200)
      throw new Error(`Could not place ${input.lessonCount} lessons (placed ${drafts.length})`);
    const s = rl.pick(enrolled);
    const d = rl.int(0, range.days - 1);
    if (range.startDay + d < dayNumber(s.row.enrollment_date)) continue;
    let centerNo = s.row.center_no;
    let originalCenterNo = 0;
    if (centers.length > 1 && rl.chance(0.03)) {
      originalCenterNo = centerNo;
      centerNo = rl.pick(centers.filter((c) => c.center_no !== originalCenterNo)).center_no;
    }
    const last = lastOpen(centerNo, d);
    if (last === 0) continue;
    const group = s.overseas ? rl.int(Math.min(LAST_REGULAR_GROUP, last), last) : rl.int(1, Math.min(last, LAST_REGULAR_GROUP));
    if (studentBusy.has(key(s.row.student_no, d, group))) continue;
    const division = divisionsFor(rl, s)[0];
    const seminar = seminarDays.has(d);
    const classType: ClassType = seminar && rl.chance(0.75) ? 3 : rl.chance(0.55) ? 2 : 1;
    const changeFlag: 0 | 1 = classType === 1 ? 1 : 0;
    const subjectNo = rl.pick(s.subjectNos);
    const transferClassroom = input.classrooms.find((c) => c.center_no === centerNo)?.classroom_no ?? s.row.classroom_no;
    const x: Draft = {
      day: d,
      group,
      division,
      student: s,
      centerNo,
      originalCenterNo,
      classroomNo: originalCenterNo ? transferClassroom : s.row.classroom_no,
      subjectNo,
      subjectType: 1,
      classType,
      changeFlag,
      preferredTeacher: changeFlag === 1 && !originalCenterNo ? (regularTeacher.get(s.row.student_no) ?? 0) : 0,
      teacherNo: 0,
      manualFlag: 0,
      note: originalCenterNo ? `${centerOf(originalCenterNo).center_name}より移管` : null,
    };
    assign(x);
    drafts.push(x);
  }

  // Numbers follow the timetable: by date, period, center, student.
  drafts.sort(
    (a, b) =>
      a.day - b.day ||
      a.group - b.group ||
      a.division - b.division ||
      a.centerNo - b.centerNo ||
      a.student.row.student_no - b.student.row.student_no,
  );

  const settingsPerStudent = new Map<number, number>();
  for (const st of settings)
    settingsPerStudent.set(st.student.row.student_no, (settingsPerStudent.get(st.student.row.student_no) ?? 0) + 1);
  const classCount = new Map<number, number>();
  for (const s of enrolled) {
    const weeksBefore = Math.max(0, Math.floor((range.startDay - dayNumber(s.row.enrollment_date)) / 7));
    classCount.set(
      s.row.student_no,
      Math.min(480, Math.round(weeksBefore * (settingsPerStudent.get(s.row.student_no) ?? 1) * 0.9)),
    );
  }

  const lessons = drafts.map((x, i): LessonRow => {
    const tln = timeLimitNo(x.group, x.division);
    const date = dates[x.day];
    const count = (classCount.get(x.student.row.student_no) ?? 0) + 1;
    classCount.set(x.student.row.student_no, count);
    const past = x.day < todayIndex;
    const attendance: AttendanceDistinction = past
      ? rl.weighted<AttendanceDistinction>([
          [1, 94],
          [2, 5],
          [3, 1],
        ])
      : 0;
    const multiple = x.student.subjectNos.length > 1 && rl.chance(0.08);
    const note = x.note ?? (rl.chance(0.02) ? rl.pick(OPERATION_NOTES) : null);
    return {
      schedule_no: i + 1,
      schedule_date: date,
      schedule_datetime: tokyoInstant(date, slotMinutes(tln).start),
      time_limit_no: tln,
      time_division: x.division,
      student_no: x.student.row.student_no,
      teacher_no: x.teacherNo,
      center_no: x.centerNo,
      original_center_no: x.originalCenterNo,
      classroom_no: x.classroomNo,
      course_no: x.student.course.course_no,
      course_setting_no: courseSettingNo(x.student.course.capacity, x.division),
      subject_no: x.subjectNo,
      subject_type: multiple ? 2 : x.subjectType,
      capacity: x.student.course.capacity,
      class_type: x.classType,
      class_count: count,
      change_flag: x.changeFlag,
      school_year_code: schoolYearCodeOn(x.student.row.birth_date, date),
      dayofweek_code: dows[x.day],
      teacher_request: x.student.row.teacher_request,
      teacher_request_type: x.student.row.teacher_request_type,
      attendance_distinction: attendance,
      manual_flag: x.manualFlag,
      entry_schedule_no: 0,
      operation_note: note,
    };
  });

  return { lessons, teacherSchedules };
};
