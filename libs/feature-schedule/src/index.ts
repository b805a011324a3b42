// @school/feature-schedule: the lesson screens every signed-in user opens (SPEC §6's always-added
// PendingSchedule and ZoomLog), routed by the shell so that no portal has to be loaded for them.
// Built of @school/ui.
export * from './PendingSchedule/PendingSchedulePage';
export * from './ZoomLog/ZoomLogPage';
