import { QUEUES } from '@school/contracts';
import { type DailyCheck } from '@school/server-kit';
import { raiseUnwrittenReportAlerts } from './unwritten-reports.check';

// The daily unwritten-report check (docs/alerts.md reportUnwritten): a repeatable job at 06:00 school
// time, and cli.js alerts:check.
export const ALERT_CHECK: DailyCheck = {
  queue: QUEUES.reportAlertCheck,
  scheduler: 'daily-report-alert-check',
  run: (tx) => raiseUnwrittenReportAlerts(tx),
  report: (lessons) => `alert check: ${lessons} unwritten reports raised`,
};
