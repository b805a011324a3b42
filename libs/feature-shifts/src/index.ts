// @school/feature-shifts: the shift screen the staff portal (C10201, C10301) and the teacher portal
// (C10201Teacher) both route to. Built of @school/ui; each portal bundles the copy it was built with.
export * from './ShiftPage';
