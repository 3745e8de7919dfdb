/**
 * Points the server modules at a throwaway database for a test file: embedded
 * PGlite in a temp folder, or the PostgreSQL server in TEST_DATABASE_URL.
 * Call before importing any server module (each test file has its own modules).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function setupTestDatabase(): 'postgres' | 'pglite' {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'dashboard-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    process.env.DATABASE_URL = url;
    process.env.SESSION_SECRET ??= 'test-secret-that-is-at-least-32-characters-long';
    return 'postgres';
  }
  delete process.env.DATABASE_URL;
  return 'pglite';
}
