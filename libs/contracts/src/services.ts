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
    allEvents: `${namespace}.evt.>`,
    eventStream: `${namespace.toUpperCase().replace(/-/g, '_')}_EVENTS`,
  };
};
export type Subjects = ReturnType<typeof subjectsFor>;

// BullMQ queues (Redis); bull-board in the gateway lists them.
export const QUEUES = {
  mail: 'mail',
  csvExport: 'csv-export',
  schedulePdf: 'schedule-pdf',
  autoAssign: 'auto-assign',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
