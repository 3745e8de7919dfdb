/**
 * Sealing bearer credentials at rest: AES-256-GCM with a key derived (HKDF) from
 * the session secret, one derived key per purpose. Also the secret itself, which
 * is generated on first run when the embedded database is used.
 */
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from './env';

export type SealPurpose = 'api-key' | 'order-secret' | 'job-secret' | 'checkout-token' | 'journal-answer';

const MIN_SECRET_LENGTH = 32;

let secret: Buffer | undefined;

/** SESSION_SECRET (checked when the configuration is read), or a random secret kept in DATA_DIR, created on first run. */
export function sessionSecret(): Buffer {
  if (secret) return secret;
  const env = getEnv();
  if (env.sessionSecret) {
    secret = Buffer.from(env.sessionSecret, 'utf8');
    return secret;
  }
  const file = path.join(env.dataDir, 'session-secret');
  if (!existsSync(file)) writeNewSecret(file);
  chmodSync(file, 0o600);
  const value = readFileSync(file, 'utf8').trim();
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `The session secret file ${file} is empty or shorter than ${MIN_SECRET_LENGTH} characters. Restore it, or delete it to generate a new one (keys sealed with the old secret are then lost: their sessions sign in again).`,
    );
  }
  secret = Buffer.from(value, 'utf8');
  return secret;
}

/**
 * A new secret appears whole or not at all: it is written and flushed to a
 * private temporary file, then hard-linked into place. Unlike a rename, the link
 * fails when another process got there first, and then its secret is the one
 * everybody reads.
 */
function writeNewSecret(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, randomBytes(32).toString('hex'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
}

const keys = new Map<SealPurpose, Buffer>();

function keyFor(purpose: SealPurpose): Buffer {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', sessionSecret(), 'marketplace-dashboard', `seal:${purpose}`, 32));
    keys.set(purpose, key);
  }
  return key;
}

/** Encrypt to `v1.<base64url(iv | ciphertext | tag)>`. */
export function seal(plaintext: string, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export function unseal(sealed: string, purpose: SealPurpose): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}

export const sha256Hex = (value: string | Uint8Array): string => createHash('sha256').update(value).digest('hex');

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
