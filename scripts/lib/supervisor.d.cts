export type SupervisorPolicy = {
  firstDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
  crashLimit: number;
  crashWindowMs: number;
  stopGraceMs: number;
  tailLines: number;
};

export type SupervisorEvent =
  | { type: 'started'; name: string; pid: number; restarts: number }
  | { type: 'crashed'; name: string; how: string; upMs: number; delayMs: number }
  | { type: 'gave-up'; name: string; how: string; report: string };

export type Supervisor = {
  policy: SupervisorPolicy;
  add(name: string, spec: { command: string; args?: string[]; env?: NodeJS.ProcessEnv }): void;
  status(): Record<string, { pid: number | null; restarts: number; failed: boolean }>;
  pids(): number[];
  stop(): Promise<void>;
};

export const DEFAULT_POLICY: SupervisorPolicy;
export function backoffMs(policy: SupervisorPolicy, crashesInARow: number): number;
export function createSupervisor(options?: {
  policy?: Partial<SupervisorPolicy>;
  logDir?: string;
  onLine?: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
  onEvent?: (event: SupervisorEvent) => void;
}): Supervisor;
