import { type FormSchema } from '../validation/validate';

// M20201 classroom edit: the page checks these before sending, the masters service again on save.
export const CLASSROOM_FORM = {
  center_no: 'required|integer|min_value:1',
  classroom_name: 'required|max:100',
  classroom_type: 'required|oneOf:1,2,3',
  booth_count: 'required|integer|min_value:0|max_value:999',
  meeting_url: 'nullable|url:https,http|max:500',
  sort_order: 'required|integer|min_value:0|max_value:9999',
} satisfies FormSchema;
