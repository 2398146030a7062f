import { hash, verify } from '@node-rs/argon2';

// The package's Algorithm enum is a const enum, which isolated modules cannot import: 2 is Argon2id.
const ARGON2ID = 2;

// argon2id at 19 MiB and two passes (ARCHITECTURE.md "Sessions and security").
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** A hash of nothing anyone knows, verified against when an account does not exist, so that a
 *  missing account costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyVerify = async (password: string) => {
  decoy ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoy, password);
  return false;
};
