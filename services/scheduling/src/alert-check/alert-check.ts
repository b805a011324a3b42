import { QUEUES } from '@school/contracts';
import { type DailyCheck } from '@school/server-kit';
import { raiseUnassignedLessonAlerts } from './unassigned-lessons.check';

// The daily unassigned-lesson check (docs/alerts.md lessonUnassigned): a repeatable job at 06:00
// school time, and cli.js alerts:check.
export const ALERT_CHECK: DailyCheck = {
  queue: QUEUES.alertCheck,
  scheduler: 'daily-alert-check',
  run: (tx) => raiseUnassignedLessonAlerts(tx),
  report: (lessons) => `alert check: ${lessons} unassigned lessons raised`,
};
