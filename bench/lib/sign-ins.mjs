import { createRequire } from 'node:module';

const Redis = createRequire(import.meta.url)('ioredis');

// Each bench run starts with no sign-in history in its namespace: the sign-ins of runs shortly before
// would otherwise meet the gateway's rate limit (production limits, RATE_LIMIT_SCALE 1).
export async function forgetSignIns(redisUrl, namespace) {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${namespace}:rate:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
