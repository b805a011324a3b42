import { fitsTeacherPeriod, layoutAgrees, studentIsFree, timeDivisionOf, timeGroupOf, type Occupant } from '@school/domain';
import { addDays, dayNumber, fiscalYearRange } from './civil-date';
import { buildDemoSchool, DEMO_SCALES, numbersBy } from './demo-school';
import type { DemoSchool, DemoSchoolOptions } from './types';

const TODAY = '2026-11-22';
const small = (o: Partial<DemoSchoolOptions> = {}): DemoSchool =>
  buildDemoSchool({ scale: 'small', seed: 1, today: TODAY, ...o });

// Everything the screens rely on, checked on whole generated schools; the problems are
// collected so one failing rule reports every lesson that breaks it.
const problemsOf = (school: DemoSchool): string[] => {
  const problems: string[] = [];
  const check = (ok: boolean, what: string): void => {
    if (!ok && problems.length < 20) problems.push(what);
  };
  const teacherCenter = new Map(school.teachers.map((t) => [t.teacher_no, t.center_no]));
  const calendar = new Map(school.calendarDays.map((d) => [`${d.center_no}|${d.schedule_date}`, d]));
  const working = new Set(
    school.teacherSchedules.filter((s) => s.work_flag === 1).map((s) => `${s.teacher_no}|${s.schedule_date}|${s.time_limit_no}`),
  );
  const teacherCells = new Map<string, Occupant[]>();
  const studentDays = new Map<string, number[]>();
  const students = new Map(school.students.map((s) => [s.student_no, s]));

  school.lessons.forEach((l, i) => {
    const at = `lesson ${l.schedule_no}`;
    check(l.schedule_no === i + 1, `${at}: numbered out of order`);
    check(
      l.teacher_no === 0 || teacherCenter.get(l.teacher_no) === l.center_no,
      `${at}: teacher ${l.teacher_no} is not of center ${l.center_no}`,
    );
    const day = calendar.get(`${l.center_no}|${l.schedule_date}`);
    check(day !== undefined && day.closed_flag === 0, `${at}: on a closed or missing day ${l.schedule_date}`);
    const group = timeGroupOf(l.time_limit_no);
    check(
      day === undefined || (group >= timeGroupOf(day.tstart_ime_limit_no) && group <= timeGroupOf(day.end_time_limit_no)),
      `${at}: outside opening hours`,
    );
    check(
      [0, 1, 2].includes(l.time_division) &&
        l.time_limit_no === group * 10 + l.time_division &&
        timeDivisionOf(l.time_limit_no) === l.time_division,
      `${at}: time_limit_no ${l.time_limit_no} vs division ${l.time_division}`,
    );
    check(group >= 1 && group <= 8, `${at}: group ${group}`);
    check(layoutAgrees(l), `${at}: layout code`);
    check(l.original_center_no === 0 || l.original_center_no !== l.center_no, `${at}: transferred to its own center`);
    check(students.get(l.student_no)?.enrollment_status === 1, `${at}: student not enrolled`);
    check(
      l.schedule_date >= school.lessonRange.start && l.schedule_date <= school.lessonRange.end,
      `${at}: outside the lesson weeks`,
    );
    const studentDay = `${l.student_no}|${l.schedule_date}`;
    const studentSlots = studentDays.get(studentDay) ?? [];
    check(studentIsFree(studentSlots, l.time_limit_no), `${at}: student twice in a half`);
    studentDays.set(studentDay, [...studentSlots, l.time_limit_no]);
    if (l.teacher_no !== 0) {
      const halves = l.time_division === 0 ? [1, 2] : [l.time_division];
      check(
        halves.every((h) => working.has(`${l.teacher_no}|${l.schedule_date}|${group * 10 + h}`)),
        `${at}: teacher not on shift`,
      );
      const cell = `${l.teacher_no}|${l.schedule_date}|${group}`;
      const taken = teacherCells.get(cell) ?? [];
      check(fitsTeacherPeriod(taken, l), `${at}: teacher's half over 2 seats`);
      teacherCells.set(cell, [...taken, l]);
    }
  });

  const lessons = new Map(school.lessons.map((l) => [l.schedule_no, l]));
  for (const r of school.reports) {
    check(
      r.teacher_no > 0 && lessons.get(r.schedule_no)?.teacher_no === r.teacher_no,
      `report ${r.schedule_no}: teacher differs from the lesson`,
    );
    check(r.schedule_date < school.options.today, `report ${r.schedule_no}: for a lesson not yet given`);
  }
  check(school.reportDetails.length === school.reports.length * 16, 'reports without 16 detail rows');
  return problems;
};

describe('buildDemoSchool', () => {
  it('is deterministic for the same scale, seed and today', () => {
    expect(JSON.stringify(small())).toBe(JSON.stringify(small()));
  });

  it('changes with the seed and with today', () => {
    const a = small();
    expect(JSON.stringify(small({ seed: 2 }).lessons)).not.toBe(JSON.stringify(a.lessons));
    expect(small({ today: '2026-11-29' }).lessonRange.start).toBe(addDays(a.lessonRange.start, 7));
  });

  it('makes a believable small school', () => {
    const school = small();
    expect(school.centers.filter((c) => c.group_flag === 0)).toHaveLength(DEMO_SCALES.small.centers);
    expect(school.centers.filter((c) => c.group_flag === 1)).toHaveLength(1);
    expect(school.teachers).toHaveLength(12);
    expect(school.students).toHaveLength(40);
    expect(school.lessons).toHaveLength(1500);
    expect(school.reports.length).toBeGreaterThan(0);
    expect(school.chatMessages.length).toBeGreaterThan(0);
    expect(problemsOf(school)).toEqual([]);
  });

  it('builds the bench scale: 10 centers, 200 teachers, 3,000 students, 50,000 lessons', () => {
    const school = buildDemoSchool({ scale: 'bench', seed: 1, today: TODAY });
    expect(school.centers.filter((c) => c.group_flag === 0)).toHaveLength(10);
    expect(school.teachers).toHaveLength(200);
    expect(school.students).toHaveLength(3000);
    expect(school.lessons).toHaveLength(50000);
    expect(problemsOf(school)).toEqual([]);
  });

  it('would notice a lesson on a closed day or with a teacher of another center', () => {
    const school = small();
    const [first] = school.lessons;
    const otherTeacher = school.teachers.find((t) => t.center_no !== first.center_no);
    const broken = {
      ...school,
      lessons: [{ ...first, schedule_date: '2026-11-23', teacher_no: otherTeacher?.teacher_no ?? 0 }, ...school.lessons.slice(1)],
    };
    expect(problemsOf(broken).join('\n')).toMatch(
      /closed or missing day[\s\S]*is not of center|is not of center[\s\S]*closed or missing day/,
    );
  });

  it('stays sane around the fiscal-year change and on other seeds', () => {
    for (const [seed, today] of [
      [7, '2026-04-03'],
      [3, '2028-02-29'],
      [11, '2026-12-30'],
    ] as const)
      expect(problemsOf(small({ seed, today }))).toEqual([]);
  });

  it('covers the fiscal year April–March, closing holidays and 12/29–1/3 with slots 0/0', () => {
    const school = small();
    const { start, end } = fiscalYearRange(2026);
    const days = school.calendarDays.filter((d) => d.center_no === 9);
    expect(days[0].schedule_date).toBe(start);
    expect(days[days.length - 1].schedule_date).toBe(end);
    expect(days).toHaveLength(dayNumber(end) - dayNumber(start) + 1);
    const closed = days.filter((d) => d.closed_flag === 1);
    for (const d of closed) expect([d.tstart_ime_limit_no, d.end_time_limit_no]).toEqual([0, 0]);
    for (const d of days.filter((x) => x.closed_flag === 0)) expect(d.tstart_ime_limit_no).toBeGreaterThan(0);
    expect(closed.map((d) => d.schedule_date)).toEqual(
      expect.arrayContaining(['2026-09-22', '2026-11-23', '2026-12-29', '2027-01-01', '2027-01-03', '2027-01-11', '2027-03-22']),
    );
    expect(days.find((d) => d.schedule_date === '2026-11-23')?.remarks).toBe('勤労感謝の日');
    expect(days.find((d) => d.schedule_date === '2026-12-30')?.remarks).toBe('年末年始休業');
  });

  it('includes a calendar for the previous fiscal year when the lesson weeks reach back into it', () => {
    const school = small({ today: '2026-04-03' });
    expect(school.lessonRange.start < '2026-04-01').toBe(true);
    expect(school.calendarDays.some((d) => d.schedule_date === '2025-04-01')).toBe(true);
  });

  it('has teachers at two centers, students’ subjects and NG teachers who teach none of their lessons', () => {
    const school = small();
    const centersOf = numbersBy(
      school.teacherCenters,
      (r) => r.teacher_no,
      (r) => r.center_no,
    );
    for (const t of school.teachers) expect(centersOf.get(t.teacher_no)).toContain(t.center_no);
    expect([...centersOf.values()].filter((c) => c.length === 2).length).toBeGreaterThan(0);
    for (const l of school.lessons)
      expect(school.studentSubjects).toContainEqual({ student_no: l.student_no, subject_no: l.subject_no });
    expect(school.ngTeachers.length).toBeGreaterThan(0);
    for (const ng of school.ngTeachers)
      expect(school.lessons.some((l) => l.student_no === ng.student_no && l.teacher_no === ng.teacher_no)).toBe(false);
  });

  it('has a few past center changes, each dated before the student’s lessons, all at the center they moved to', () => {
    const school = small();
    expect(school.centerChanges.length).toBeGreaterThan(0);
    for (const c of school.centerChanges) {
      const student = school.students.find((s) => s.student_no === c.student_no)!;
      expect(c.to_center_no).toBe(student.center_no);
      expect(c.from_center_no).not.toBe(c.to_center_no);
      expect(c.changed_at.slice(0, 10) < c.schedule_date).toBe(true);
      for (const l of school.lessons.filter((x) => x.student_no === c.student_no)) {
        expect(l.schedule_date >= c.schedule_date).toBe(true);
        expect(l.original_center_no || l.center_no).toBe(student.center_no);
      }
    }
  });

  it('names students in kanji with katakana readings', () => {
    for (const s of small().students) {
      expect(s.student_name).toMatch(/^[\u4e00-\u9fff\u3005\u3041-\u3096]+\u3000[\u4e00-\u9fff\u3005\u3041-\u3096]+$/);
      expect(s.student_namej).toMatch(/^[\u30a1-\u30fc]+\u3000[\u30a1-\u30fc]+$/);
    }
  });

  it('carries the report name groups 101–105 and the three notification mail templates', () => {
    const school = small();
    for (const group of [101, 102, 103, 104, 105])
      expect(school.names.filter((n) => n.names_no === group).length).toBeGreaterThanOrEqual(4);
    for (const n of school.names) expect(n.names_code).toMatch(/^[A-Za-z0-9]{1,10}$/);
    expect(school.mailTemplates.map((m) => m.notification_type)).toEqual([1, 2, 3]);
    for (const m of school.mailTemplates) {
      expect(m.mail_body).toContain('{student_name}');
      expect(m.mail_body).toContain('{schedule_date}');
    }
  });
});
