import { ShiftPage } from '@school/feature-shifts';

// C10201Teacher: a teacher enters their own availability (/C10201/teacher/{teacher_no}); staff may
// open a teacher's page too, and see that teacher's week, never their own.
export function C10201TeacherPage() {
  return <ShiftPage mode="teacher" />;
}
