import { type FormSchema } from '../validation/validate';

// M20101 center edit: the page checks these before sending, the masters service again on save.
export const CENTER_FORM = {
  center_name: 'required|max:100',
  center_short_name: 'required|max:20',
  group_flag: 'required|oneOf:0,1',
  center_group_no: 'nullable|integer|min_value:1',
  postal_code: 'nullable|regex:^\\d{3}-?\\d{4}$',
  prefecture: 'nullable|max:10',
  address: 'nullable|max:200',
  tel: 'nullable|regex:^[0-9+()-]{6,20}$',
  email: 'nullable|email|max:254',
  late_night_flag: 'required|oneOf:0,1',
  sort_order: 'required|integer|min_value:0|max_value:9999',
} satisfies FormSchema;
