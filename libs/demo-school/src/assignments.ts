import { addDays, type DateString } from './civil-date';
import { STAFF } from './data';
import type { Rng } from './random';
import type { LessonRow, NgTeacherRow, StudentRow, StudentSubjectRow, TeacherCenterRow, TeacherRow } from './types';

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
