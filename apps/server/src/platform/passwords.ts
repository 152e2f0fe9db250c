import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's parameters: 19 MiB, two passes, one lane. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time a real check would, so a missing username answers as slowly as a wrong password. */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-for-timing-1');
  await verifyPassword(await decoy, password);
}
