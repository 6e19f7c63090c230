import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBackups } from '../src/backups/archive.ts';
import { freePort, type Run, startServer, stopAllProcesses, tempDir, waitForServing } from './processes.ts';

// The embedded database's folder as an operator's server leaves it, under the umask most systems give (022): the
// children inherit this process's. By mode bits: the tests run as root, who reads every file anyway.
// PGlite only: on PostgreSQL, DATA_DIR holds the outbox alone (plugins/app/mail-outbox.test.ts, both databases).
afterAll(stopAllProcesses);

let umask: number;
beforeEach(() => {
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
});

/** Every folder and file under `root`, and root itself, that its group or others may use, with its mode. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stats = fs.lstatSync(entry);
    if (stats.mode & 0o077) open.push(`${(stats.mode & 0o7777).toString(8)} ${path.relative(root, entry)}`);
    if (stats.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return open;
}

const notice = /was not private: made \d+ folders? 0700 and \d+ files? 0600/;

async function boot(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const run = startServer({ DATA_DIR: dataDir, PORT: String(port), ...env });
  await waitForServing(run);
  const post = (url: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const stop = async () => {
    run.child.kill('SIGTERM');
    expect(await run.exited, run.output().stderr).toBe(0);
  };
  return { run, post, stop };
}

async function finished(run: Run) {
  const code = await run.exited;
  return { code, ...run.output() };
}

describe('the data folder is its owner’s alone', { timeout: 300_000 }, () => {
  it('after a start on a new folder, mails in the outbox, a backup and a restore, whatever the umask', async () => {
    const dataDir = path.join(tempDir(), 'shop');
    // Backups kept outside DATA_DIR: their folder, and the one made for it, are the owner's alone too.
    const backups = path.join(tempDir(), 'kept', 'backups');
    const shop = await boot(dataDir, { BACKUP_DIR: backups });
    expect(shop.run.output().stderr).not.toMatch(notice);
    expect(openToOthers(dataDir)).toEqual([]);

    const email = 'private@example.com';
    expect((await shop.post('/api/register', { name: 'Pat', email, password: 'secret1' })).status).toBe(201);
    expect((await shop.post('/api/password-reset/request', { email })).status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0), { timeout: 30_000 })
      .toBe(2);
    const backup = await finished(startServer({ DATA_DIR: dataDir }, 'src/cli/backup.ts'));
    expect(backup.code, backup.stderr).toBe(0);
    const [file] = listBackups(backups);
    expect(file).toBeDefined();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(path.dirname(backups))).toEqual([]);
    await shop.stop();
    expect(openToOthers(dataDir)).toEqual([]);

    const restored = await finished(
      startServer({ DATA_DIR: dataDir }, 'src/cli/restore.ts', [file?.file ?? '']),
    );
    expect(restored.code, restored.stderr).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);

    const again = await boot(dataDir);
    // Nothing was left open for this start to close.
    expect(again.run.output().stderr).not.toMatch(notice);
    expect(openToOthers(dataDir)).toEqual([]);
    await again.stop();
  });

  it('closes a folder that others could read at start, and says so in one line', async () => {
    const dataDir = path.join(tempDir(), 'shop');
    const first = await boot(dataDir);
    expect(
      (await first.post('/api/register', { name: 'Ola', email: 'ola@example.com', password: 'secret1' }))
        .status,
    ).toBe(201);
    await expect.poll(() => fs.existsSync(path.join(dataDir, 'outbox')), { timeout: 30_000 }).toBe(true);
    await first.stop();
    // As a copy, an archive unpacked by hand or an older version leaves it.
    const open = (entry: string) => {
      const stats = fs.lstatSync(entry);
      fs.chmodSync(entry, stats.isDirectory() ? 0o777 : 0o666);
      if (stats.isDirectory()) for (const name of fs.readdirSync(entry)) open(path.join(entry, name));
    };
    open(dataDir);
    const opened = openToOthers(dataDir).length;
    expect(opened).toBeGreaterThan(900);

    const second = await boot(dataDir);
    const said = second.run
      .output()
      .stderr.split('\n')
      .filter((line) => line.trim() !== '');
    expect(said).toEqual([expect.stringMatching(notice)]);
    expect(said[0]).toContain(`DATA_DIR ${dataDir} was not private`);
    const [, folders, files] = /made (\d+) folders? 0700 and (\d+) files? 0600/.exec(said[0] ?? '') ?? [];
    expect(Number(folders) + Number(files)).toBe(opened);
    expect(openToOthers(dataDir)).toEqual([]);
    await second.stop();

    const third = await boot(dataDir);
    expect(third.run.output().stderr).not.toMatch(notice);
    await third.stop();
  });

  it.runIf(process.getuid?.() === 0)(
    'refuses to start on a folder holding another user’s file, with one line that says what to run',
    async () => {
      const dataDir = tempDir();
      const foreign = path.join(dataDir, 'left-by-someone');
      fs.writeFileSync(foreign, 'x');
      fs.chownSync(foreign, 4242, 4242);
      const run = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      const served = waitForServing(run).then(
        () => 'served',
        () => 'exited',
      );
      expect(await Promise.race([run.exited, served])).toBe(1);
      expect(run.output().stderr.trim().split('\n')).toEqual([
        `ironvolt: cannot start: DATA_DIR ${dataDir}: ${foreign} belongs to user 4242, not to root (0) who runs the shop; run: chown -R 0:0 ${dataDir}`,
      ]);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'ironvolt.lock'))).toBe(false);
    },
  );
});
