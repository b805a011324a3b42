import { argon2id, hash, needsRehash, verify } from 'argon2';

// argon2id at the first of OWASP's equivalent settings (46 MiB, one pass, one lane): ≈ 45 ms of one core
// here. The library's default (64 MiB, three passes, four lanes) cost ≈ 135 ms of CPU over both cores, and
// at the busiest hour sign-ins hashing at once held the sign-in's p99 at 466–745 ms (docs/benchmarks.md, load).
export const HASH_OPTIONS = { type: argon2id, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

// A stored hash made with other settings (an older default); the sign-in replaces it once the password is known.
export const hashIsOutdated = (storedHash: string): boolean => {
  try {
    return needsRehash(storedHash, HASH_OPTIONS);
  } catch {
    return false;
  }
};

// A fixed hash to verify against when the account does not exist, so a wrong user id costs the same
// time as a wrong password (no account enumeration by timing).
let dummy: Promise<string> | undefined;
export const verifyPassword = async (storedHash: string | null, password: string): Promise<boolean> => {
  const target = storedHash ?? (await (dummy ??= hashPassword('not-a-real-password')));
  try {
    return (await verify(target, password)) && storedHash !== null;
  } catch {
    return false;
  }
};
