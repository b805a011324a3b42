import { type CliCommand } from '@school/server-kit';
import { raiseUnassignedLessonAlerts } from './unassigned-lessons.check';

// cli.js alerts:check: runs the daily alert check now (tests, the demo). The running service's
// outbox relay sends the events on.
export const alertCheckCommand: CliCommand = async ({ ds }) => {
  const lessons = await ds.transaction((tx) => raiseUnassignedLessonAlerts(tx));
  return `alert check: ${lessons} unassigned lessons raised`;
};
