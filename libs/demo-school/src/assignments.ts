import { addDays, type DateString } from './civil-date';
import { STAFF } from './data';
import type { Rng } from './random';
import type {
  LessonRow,
  NgTeacherRow,
  StudentCenterChangeRow,
  StudentRow,
  StudentSubjectRow,
  TeacherCenterRow,
  TeacherRow,
} from './types';

// Every fourth teacher also works at the next center: the board of either center lists them.
export const teacherCenterRows = (teachers: readonly TeacherRow[], centerNos: readonly number[]): TeacherCenterRow[] =>
  teachers.flatMap((t) => {
    const rows = [{ teacher_no: t.teacher_no, center_no: t.center_no }];
    const next = centerNos[(centerNos.indexOf(t.center_no) + 1) % centerNos.length];
    if (t.teacher_no % 4 === 0 && centerNos.length > 1 && next !== t.center_no)
      rows.push({ teacher_no: t.teacher_no, center_no: next });
    return rows;
  });

// A student takes the subjects of their lessons (t1033); a multiple-subject lesson covers them all.
export const studentSubjectRows = (lessons: readonly LessonRow[]): StudentSubjectRow[] => {
  const seen = new Set<string>();
  const rows: StudentSubjectRow[] = [];
  for (const l of lessons) {
    const key = `${l.student_no}|${l.subject_no}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ student_no: l.student_no, subject_no: l.subject_no });
  }
  return rows.sort((a, b) => a.student_no - b.student_no || a.subject_no - b.subject_no);
};

// About one student in six has an NG teacher: a teacher of their center who teaches none of their
// lessons (so the demo board never shows an NG teacher already assigned), set by an office user.
export const planNgTeachers = (
  rng: Rng,
  students: readonly StudentRow[],
  teachers: readonly TeacherRow[],
  lessons: readonly LessonRow[],
  today: DateString,
): NgTeacherRow[] => {
  const teaching = new Map<number, Set<number>>();
  for (const l of lessons) {
    if (l.teacher_no === 0) continue;
    teaching.set(l.student_no, (teaching.get(l.student_no) ?? new Set()).add(l.teacher_no));
  }
  return students.flatMap((s) => {
    if (!rng.chance(1 / 6)) return [];
    const taught = teaching.get(s.student_no) ?? new Set<number>();
    const choices = teachers.filter((t) => t.center_no === s.center_no && !taught.has(t.teacher_no));
    if (!choices.length) return [];
    const teacher = rng.pick(choices);
    return [
      {
        student_no: s.student_no,
        teacher_no: teacher.teacher_no,
        set_by_user_no: rng.pick(STAFF).user_no,
        set_at: `${addDays(today, -rng.int(1, 300))}T10:00:00+09:00`,
      },
    ];
  });
};

// A few students (one in forty, at least three) came from another center: the change is dated before their first
// lesson, so every lesson of theirs is at the center they belong to now, as C20301 would have left it.
export const planCenterChanges = (
  rng: Rng,
  students: readonly StudentRow[],
  lessons: readonly LessonRow[],
  centerNos: readonly number[],
  today: DateString,
): StudentCenterChangeRow[] => {
  const first = new Map<number, DateString>();
  for (const l of lessons)
    if (!first.has(l.student_no) || l.schedule_date < first.get(l.student_no)!) first.set(l.student_no, l.schedule_date);
  const chosen = new Set<number>();
  const want = Math.min(students.length, Math.max(3, Math.round(students.length / 40)));
  while (chosen.size < want) chosen.add(rng.pick(students).student_no);
  const rows: Omit<StudentCenterChangeRow, 'change_no'>[] = students.flatMap((s) => {
    const others = centerNos.filter((c) => c !== s.center_no);
    if (!chosen.has(s.student_no) || !others.length) return [];
    const start = first.get(s.student_no) ?? today;
    const date = addDays(start < today ? start : today, -rng.int(1, 20));
    return [
      {
        student_no: s.student_no,
        schedule_date: date,
        from_center_no: rng.pick(others),
        to_center_no: s.center_no,
        version: 0,
        changed_by_user_no: rng.pick(STAFF).user_no,
        changed_at: `${addDays(date, -rng.int(1, 14))}T10:00:00+09:00`,
      },
    ];
  });
  return rows.map((r, i) => ({ change_no: i + 1, ...r }));
};
