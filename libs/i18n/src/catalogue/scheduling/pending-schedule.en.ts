import type { PendingScheduleTexts } from './pending-schedule.ja';

export const pendingScheduleEn: PendingScheduleTexts = {
  kind: {
    waiting: 'Application waiting',
    unassigned: 'No teacher yet',
    changed: 'Changed',
  },
  kindLabel: 'Kind',
  allKinds: 'All kinds',
  date: 'Date',
  slot: 'Period',
  center: 'Center',
  student: 'Student',
  subject: 'Subject',
  capacity: 'Format',
  entryType: 'Application',
  updatedAt: 'Updated',
  cancelled: 'Cancelled',
};
