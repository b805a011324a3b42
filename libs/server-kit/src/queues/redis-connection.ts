import { type RedisOptions } from 'ioredis';

// BullMQ takes ioredis options, not a URL; workers need maxRetriesPerRequest null so a Redis
// restart pauses them instead of failing jobs.
export const redisOptions = (url: string): RedisOptions => {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
};
