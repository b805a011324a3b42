import type Redis from 'ioredis';

// What the session store tests keep: a member of staff's session as the gateway and auth write it.
export const STAFF_SESSION = {
  userNo: 7,
  role: 540,
  roleCode: 'U',
  status: 'A',
  functionIds: ['M20101'],
  centerNos: null,
  locale: 'ja' as const,
};

// Removes the keys a test wrote under its own namespace.
export async function deleteNamespace(redis: Redis, namespace: string): Promise<void> {
  const keys = await redis.keys(`${namespace}:*`);
  if (keys.length) await redis.del(...keys);
}
