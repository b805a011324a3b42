import { type CliCommand } from '@school/server-kit';
import { raiseUnwrittenReportAlerts } from './unwritten-reports.check';

// cli.js alerts:check: runs the daily unwritten-report check now (tests, the demo). The running
// service's outbox relay sends the events on.
export const alertCheckCommand: CliCommand = async ({ ds }) => {
  const lessons = await ds.transaction((tx) => raiseUnwrittenReportAlerts(tx));
  return `alert check: ${lessons} unwritten reports raised`;
};
