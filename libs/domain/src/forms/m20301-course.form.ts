import { type FormSchema } from '../validation/validate';

// M20301 course management, child M1005 (course type): checked by the page before sending and by
// the masters service again on save.
export const COURSE_TYPE_FORM = {
  course_type_name: 'required|max:50',
  description: 'nullable|max:500',
  sort_order: 'required|integer|min_value:0|max_value:9999',
} satisfies FormSchema;

// Child M1010 (course): lesson length and capacity as SPEC §9 has them (90 or 40 minutes; 1:1 or 1:2).
export const COURSE_FORM = {
  course_type_no: 'required|integer|min_value:1',
  course_name: 'required|max:100',
  lesson_minutes: 'required|oneOf:40,90',
  capacity: 'required|oneOf:1,2',
  lessons_per_month: 'required|integer|min_value:1|max_value:31',
  monthly_fee: 'required|integer|min_value:0|max_value:9999999',
  sort_order: 'required|integer|min_value:0|max_value:9999',
} satisfies FormSchema;
