import { ShiftPage } from '@school/feature-shifts';

// C10301 shift confirmation: a center's shifts over two weeks, per teacher, read only.
export function C10301ShiftConfirmPage() {
  return <ShiftPage mode="confirm" />;
}
