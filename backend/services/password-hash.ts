/**
 * Admin password hashing: scrypt N=2^17, r=8, p=1 (about 0.3 s and 128 MiB per hash), 16-byte
 * salt, 64-byte key. The parameters travel inside the hash so they can be raised later without
 * breaking stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
const MAX_MEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: 2 ** LOG2_N, r: R, p: P, maxmem: MAX_MEM }, KEY_BYTES);
  return ['scrypt', LOG2_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, log2n, r, p, saltB64, keyB64] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const options = { N: 2 ** Number(log2n), r: Number(r), p: Number(p), maxmem: MAX_MEM };
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, verified against for unknown usernames so that a wrong
 * username costs the same time as a wrong password.
 */
export const DUMMY_HASH = [
  'scrypt',
  LOG2_N,
  R,
  P,
  randomBytes(SALT_BYTES).toString('base64'),
  randomBytes(KEY_BYTES).toString('base64'),
].join('$');

/** A random password for a generated admin account (24 base64url characters, 144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
