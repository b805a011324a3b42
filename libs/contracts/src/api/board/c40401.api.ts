import { api, byFunction } from '../define';
import type { M00501Period } from '../masters/m00501.api';

// C40401 required regular teachers by week: one center's week (Monday to Sunday, SPEC §9), per
// weekday and period, the teachers its regular lessons need (class type 1, not changed, not
// cancelled, not transferred) under the occupancy rule, against the active teachers whose weekly
// shift (C10201) covers that weekday and period at the center. Owned by the scheduling service.
export type C40401Input = { center_no: number; start_date: string };

export type C40401Row = {
  schedule_date: string;
  // 1 Monday … 7 Sunday
  dayofweek_code: number;
  // the period (time division 0); its 40-minute halves count towards it
  time_limit_no: number;
  one_to_one: number;
  one_to_two: number;
  teachers_needed: number;
  shift_teachers: number;
  // teachers needed / shift teachers, whole percent rounded down; null without shift teachers
  usage_rate: number | null;
  // usage rate below low_usage_threshold (SPEC §9)
  low: boolean;
  // more teachers needed than have a shift
  short: boolean;
};

export type C40401Output = {
  center_no: number;
  start_date: string;
  end_date: string;
  low_usage_threshold: number;
  periods: M00501Period[];
  // only the weekdays and periods with a regular lesson or a shift teacher
  rows: C40401Row[];
};

export const C40401_APIS = {
  C40401_getScheduleState: api<C40401Input, C40401Output>()('scheduling', byFunction('C40401')),
} as const;
