// Environment validated once at boot (DESIGN §5): every missing or malformed variable is reported
// together, so a deployment is fixed in one round.

type Spec<T> = {
  kind: string;
  optional: boolean;
  secret: boolean;
  fallback?: T;
  parse: (raw: string) => T | undefined;
  expected: string;
};

const spec = <T>(kind: string, expected: string, parse: (raw: string) => T | undefined) =>
  ({ kind, expected, parse, optional: false, secret: false }) as Spec<T>;

export const env = {
  string: () => spec<string>('string', 'a non-empty string', (raw) => (raw.trim() ? raw : undefined)),
  url: (protocols: string[]) =>
    spec<string>('url', `a URL (${protocols.join(', ')})`, (raw) => {
      try {
        const url = new URL(raw);
        return protocols.includes(url.protocol.replace(/:$/, '')) ? raw : undefined;
      } catch {
        return undefined;
      }
    }),
  int: (min: number, max: number) =>
    spec<number>('int', `an integer from ${min} to ${max}`, (raw) => {
      if (!/^-?\d+$/.test(raw.trim())) return undefined;
      const n = Number(raw);
      return n >= min && n <= max ? n : undefined;
    }),
  bool: () =>
    spec<boolean>('bool', 'true or false', (raw) =>
      ['true', '1'].includes(raw) ? true : ['false', '0'].includes(raw) ? false : undefined,
    ),
  list: () =>
    spec<string[]>('list', 'a comma-separated list', (raw) => {
      const items = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return items.length ? items : undefined;
    }),
};

export const optional = <T>(s: Spec<T>, fallback?: T): Spec<T> => ({ ...s, optional: true, fallback });
export const secret = <T>(s: Spec<T>): Spec<T> => ({ ...s, secret: true });

export type EnvSchema = Record<string, Spec<unknown>>;
type Schema = EnvSchema;
export type ConfigOf<S extends Schema> = {
  [K in keyof S]: S[K] extends Spec<infer T> ? T : never;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const loadConfig = <S extends Schema>(schema: S, source: NodeJS.ProcessEnv = process.env): ConfigOf<S> => {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(schema)) {
    const raw = source[name];
    if (raw === undefined || raw === '') {
      if (s.optional) out[name] = s.fallback;
      else problems.push(`${name} is missing: expected ${s.expected}`);
      continue;
    }
    const value = s.parse(raw);
    if (value === undefined) {
      // A secret's value never reaches a log, not even when it is wrong.
      const shown = s.secret ? '(hidden)' : JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);
      problems.push(`${name} is malformed: got ${shown}, expected ${s.expected}`);
      continue;
    }
    out[name] = value;
  }
  if (problems.length) throw new ConfigError(problems);
  return out as ConfigOf<S>;
};

// How fast a job of a dead worker runs again (libs/server-kit jobs/job-worker-options.ts). A running
// worker renews its job's lock every JOB_LOCK_MS / 2; a lock not renewed for JOB_LOCK_MS (the process
// was killed) lets the next stalled check, every JOB_STALLED_INTERVAL_MS, of any worker of the queue
// put the job back; a job that stalls more than JOB_MAX_STALLED_COUNT times fails. Tests shorten
// the first two to seconds; a JobLedger keeps a second run from repeating the effect either way.
export const jobEnv = {
  JOB_LOCK_MS: optional(env.int(1000, 3_600_000), 30_000),
  JOB_STALLED_INTERVAL_MS: optional(env.int(500, 3_600_000), 30_000),
  JOB_MAX_STALLED_COUNT: optional(env.int(0, 100), 1),
};

// Deliveries of an event before a consumer that keeps failing dead-letters it (idempotent.consumer).
export const DEFAULT_MAX_DELIVERIES = 20;

// Variables every service reads.
export const baseServiceEnv = {
  DATABASE_URL: secret(env.url(['postgres', 'postgresql'])),
  NATS_URL: env.url(['nats', 'tls']),
  REDIS_URL: secret(env.url(['redis', 'rediss'])),
  DB_POOL_MAX: optional(env.int(1, 50), 4),
  SHUTDOWN_GRACE_MS: optional(env.int(0, 120000), 10000),
  LOG_LEVEL: optional(env.string(), 'info'),
  // Uploaded and generated files: one directory shared by the gateway and every service (a volume).
  FILES_DIR: optional(env.string(), '.data/files'),
  // A CSV export with more rows runs as a queued job with a progress bar (libs/server-kit csv/).
  CSV_SYNC_MAX_ROWS: optional(env.int(0, 10_000_000), 5000),
  // Test only: a CSV export job stops for good after writing this many rows, so that a test can
  // kill its process in the middle of the file (e2e/api/jobs-exactly-once.spec.ts). Never set it
  // in production.
  CSV_TEST_PAUSE_AFTER_ROWS: optional(env.int(1, 10_000_000)),
  // An event a consumer failed to apply this many times goes to its schema's dead_letter table and
  // the events behind it flow on (docs/events.md "Poison events").
  EVENT_MAX_DELIVERIES: optional(env.int(1, 1000), DEFAULT_MAX_DELIVERIES),
  ...jobEnv,
};
