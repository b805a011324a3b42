import { ShiftPage } from '@school/feature-shifts';

// C10201 work shifts: a center's teachers, 10 a page, over a week; staff toggle and save.
export function C10201ShiftPage() {
  return <ShiftPage mode="center" />;
}
