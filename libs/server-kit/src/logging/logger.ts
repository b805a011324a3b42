import { type LoggerService } from '@nestjs/common';

// One JSON line per event, so logs of six processes can be merged and searched by requestId.
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export class JsonLogger implements LoggerService {
  private readonly min: number;

  constructor(
    private readonly service: string,
    level: string = process.env.LOG_LEVEL ?? 'info',
  ) {
    this.min = ORDER[(level as Level) in ORDER ? (level as Level) : 'info'];
  }

  private write(level: Level, message: unknown, context?: unknown, extra?: Record<string, unknown>) {
    if (ORDER[level] < this.min) return;
    const line = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      ...(typeof context === 'string' ? { context } : {}),
      msg: message instanceof Error ? message.message : message,
      ...extra,
    };
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
  }

  log(message: unknown, context?: unknown) {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: unknown, context?: unknown) {
    const stack = typeof stackOrContext === 'string' && stackOrContext.includes('\n') ? stackOrContext : undefined;
    this.write('error', message, stack ? context : stackOrContext, stack ? { stack } : {});
  }
  warn(message: unknown, context?: unknown) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: unknown) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: unknown) {
    this.write('debug', message, context);
  }

  // whether a line of this level is written: a caller skips building one that would not be
  logs(level: Level): boolean {
    return ORDER[level] >= this.min;
  }

  event(level: Level, msg: string, fields: Record<string, unknown>) {
    this.write(level, msg, undefined, fields);
  }
}
