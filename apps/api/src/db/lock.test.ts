import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../config/env.ts';
import { acquireDataDirLock } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('lets one process in and refuses a second one while the first lives', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'ironvolt.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(StartupError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `is in use by another Ironvolt process (PID ${other.pid})`,
      );
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone, and releases it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'ironvolt.lock');
    fs.writeFileSync(file, '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a second lock from the same process', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(StartupError);
    release();
  });
});
