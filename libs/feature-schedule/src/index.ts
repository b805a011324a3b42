// @school/feature-schedule: the lesson screens users of several portals open (SPEC §6's always-added
// PendingSchedule, ZoomLog and Chatroom; C40501, staff's and student 110's), routed by the shell so
// that no portal has to be loaded for them. Built of @school/ui.
export * from './PendingSchedule/PendingSchedulePage';
export * from './ZoomLog/ZoomLogPage';
export * from './C40501/C40501BrowsePage';
export * from './Chatroom/ChatroomPage';
