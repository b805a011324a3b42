import type { DropdownOption } from '../masters.api';
import { api, INTERNAL } from '../define';

// Names of masters' records for another service's lists (reports names the people, subjects and
// centers of its lessons): a page's worth of numbers in, their current names out. Unknown numbers
// are left out.
export type LabelsInput = { teacher_nos?: number[]; student_nos?: number[]; subject_nos?: number[]; center_nos?: number[] };
export type LabelsOutput = {
  teachers: DropdownOption[];
  students: DropdownOption[];
  subjects: DropdownOption[];
  centers: DropdownOption[];
};
export const LABELS_MAX = 500;

export const LABELS_APIS = {
  'MastersLookup.getLabels': api<LabelsInput, LabelsOutput>()('masters', INTERNAL),
} as const;
