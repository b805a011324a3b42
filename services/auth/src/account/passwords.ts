import { argon2id, hash, needsRehash, verify } from 'argon2';

// argon2id at OWASP's 12 MiB, three passes, one lane: one of the cheat sheet's five settings of equal
// defence, and the one that costs ≈ 24 ms of one core on both kinds of machine here. 46 MiB with one pass
// cost 45 ms on one and 200–240 ms on the other (its large allocation, not its passes), and at the busiest
// hour sign-ins hashing at once on two cores held every call beside them over 200 ms (docs/benchmarks.md, load).
export const HASH_OPTIONS = { type: argon2id, memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;

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
