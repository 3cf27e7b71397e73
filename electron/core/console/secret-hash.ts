import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt at N=2^15, r=8 costs ~32 MiB and ~0.1 s per try: nothing for a director, a wall for a
// stolen station database tried offline against a 6-digit PIN only together with the back-off.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/** A PIN or recovery code stored as "scrypt$N$r$p$salt$key" (salt and key in hex). */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  const key = derive(secret, salt, COST, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('hex'), key.toString('hex')].join('$');
}

/** Whether `secret` matches a stored hash, compared in constant time; a malformed hash never matches. */
export function verifySecret(secret: string, stored: string): boolean {
  const parts = stored.split('$');
  const [scheme, cost, blockSize, parallelism, salt, key] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const params = [cost, blockSize, parallelism].map(Number);
  const [n = 0, r = 0, p = 0] = params;
  if (!params.every((value) => Number.isSafeInteger(value) && value > 0) || n > 2 ** 20) return false;
  const expected = Buffer.from(key, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = derive(secret, Buffer.from(salt, 'hex'), n, r, p);
  return timingSafeEqual(actual, expected);
}

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Buffer {
  return scryptSync(secret.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY });
}
