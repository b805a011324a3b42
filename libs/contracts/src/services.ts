// The back-end services behind the gateway; each owns the PostgreSQL schema of the same name.
export const SERVICES = ['auth', 'scheduling', 'reports', 'masters', 'chat'] as const;
export type ServiceName = (typeof SERVICES)[number];

// Every NATS subject and stream sits under a namespace (NATS_NAMESPACE, default "school") so that a test
// run and a running demo on the same NATS server never answer each other's calls.
export const subjectsFor = (namespace: string) => {
  if (!/^[a-z0-9_-]+$/i.test(namespace)) throw new Error(`NATS namespace "${namespace}" must be letters, digits, - or _`);
  return {
    rpc: (service: ServiceName, api: string) => `${namespace}.api.${service}.${api}`,
    health: (service: ServiceName) => `${namespace}.health.${service}`,
    event: (service: ServiceName, event: string) => `${namespace}.evt.${service}.${event}`,
    // one event type whoever publishes it (a consumer's filter)
    eventOfAnyService: (event: string) => `${namespace}.evt.*.${event}`,
    allEvents: `${namespace}.evt.>`,
    eventStream: `${namespace.toUpperCase().replace(/-/g, '_')}_EVENTS`,
  };
};
export type Subjects = ReturnType<typeof subjectsFor>;

// BullMQ queues (Redis); bull-board in the gateway lists them.
export const QUEUES = {
  mail: 'mail',
  schedulePdf: 'schedule-pdf',
  autoAssign: 'auto-assign',
  // scheduling's daily check that raises alerts (docs/alerts.md)
  alertCheck: 'alert-check',
  // the reports service's daily check for reports still unwritten the day after the lesson
  reportAlertCheck: 'report-alert-check',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

// Large CSV exports run as jobs in a queue of the service that owns the data (libs/server-kit csv/).
export const CSV_EXPORT_SERVICES = ['masters', 'auth', 'scheduling'] as const satisfies readonly ServiceName[];
export const csvExportQueue = (service: ServiceName): string => `csv-export-${service}`;
export const ALL_QUEUES: readonly string[] = [...Object.values(QUEUES), ...CSV_EXPORT_SERVICES.map(csvExportQueue)];
// The queues whose jobs a user follows with Job_getProgress (their job ids are `<queue>.<uuid>`).
export const JOB_QUEUES: readonly string[] = [QUEUES.autoAssign, QUEUES.schedulePdf, ...CSV_EXPORT_SERVICES.map(csvExportQueue)];
