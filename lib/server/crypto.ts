/**
 * Sealing bearer credentials at rest: AES-256-GCM with a key derived (HKDF) from
 * the session secret, one derived key per purpose, a full 16-byte tag, and the
 * purpose and the row it belongs to as additional data (a sealed value copied
 * to another row or field does not open). Each sealed value names the secret
 * it was sealed with by a short id, so the secret can be rotated: the new one
 * in SESSION_SECRET, the old one in SESSION_SECRET_PREVIOUS until what it
 * sealed has expired. Also the secret itself, which is generated on first run
 * when the embedded database is used.
 */
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { getEnv } from './env';

export type SealPurpose =
  'api-key' | 'order-secret' | 'job-secret' | 'checkout-token' | 'journal-answer' | 'read-answer' | 'notification';

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

/** A sealed value that cannot be opened: another secret sealed it (SESSION_SECRET changed or was lost), or it was altered or moved. */
export class SealBroken extends Error {
  constructor() {
    super('a sealed value could not be opened with the session secret');
    this.name = 'SealBroken';
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The short public name of a secret, written beside what it seals. */
const idOf = (value: Buffer) => createHash('sha256').update('seal-key-id').update(value).digest('hex').slice(0, 8);

let ring: { id: string; value: Buffer }[] | undefined;

/** The secrets that may open a sealed value: the one in force first, then those it replaced (named once per process: every request unseals). */
function secrets(): { id: string; value: Buffer }[] {
  ring ??= [sessionSecret(), ...getEnv().previousSessionSecrets.map((text) => Buffer.from(text, 'utf8'))].map(
    (value) => ({ id: idOf(value), value }),
  );
  return ring;
}

const keys = new Map<string, Buffer>();

function keyFor(secret: { id: string; value: Buffer }, purpose: SealPurpose): Buffer {
  const name = `${secret.id}:${purpose}`;
  let key = keys.get(name);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret.value, 'marketplace-dashboard', `seal:${purpose}`, 32));
    keys.set(name, key);
  }
  return key;
}

const additionalData = (purpose: SealPurpose, binding: string) => Buffer.from(`${purpose}\u0000${binding}`, 'utf8');

/** Encrypt to `v2.<secret id>.<base64url(iv | ciphertext | tag)>`, bound to `binding` (the row or handle it belongs to). */
export function seal(plaintext: string, purpose: SealPurpose, binding: string): string {
  const secret = secrets()[0]!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(purpose, binding));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v2.${secret.id}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

function open(raw: Buffer, key: Buffer, aad: Buffer | undefined): string {
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SealBroken();
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** Open a sealed value for the same purpose and binding it was sealed with; SealBroken otherwise. Values of the first format (`v1.`, unbound) still open. */
export function unseal(sealed: string, purpose: SealPurpose, binding: string): string {
  const v2 = /^v2\.([0-9a-f]{8})\.([A-Za-z0-9_-]+)$/.exec(sealed);
  const candidates = v2 ? secrets().filter((secret) => secret.id === v2[1]) : sealed.startsWith('v1.') ? secrets() : [];
  const raw = Buffer.from(v2 ? v2[2]! : sealed.slice(3), 'base64url');
  for (const secret of candidates) {
    try {
      return open(raw, keyFor(secret, purpose), v2 ? additionalData(purpose, binding) : undefined);
    } catch {
      // Another candidate secret may open it.
    }
  }
  throw new SealBroken();
}

export const sha256Hex = (value: string | Uint8Array): string => createHash('sha256').update(value).digest('hex');

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
