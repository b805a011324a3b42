import { hash, verify, argon2id } from 'argon2';

// argon2id with the library's defaults (OWASP-level memory and time cost).
export const hashPassword = (password: string): Promise<string> => hash(password, { type: argon2id });

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
