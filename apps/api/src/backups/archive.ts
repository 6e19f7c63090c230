import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { z } from 'zod';
import { type DatabaseHandle, rowsOf } from '../db/client.ts';

// A backup of the embedded database is one gzipped tar file (ADR 023): first `ironvolt-backup.json`, the
// manifest (what made it, and every folder and file with its size and SHA-256), then the data folder's folders
// and files under their own relative names, so PGlite's `loadDataDir` opens it as well.

export const MANIFEST_NAME = 'ironvolt-backup.json';
const FORMAT = 'ironvolt-backup';
const FORMAT_VERSION = 1;
const NAME_PREFIX = 'ironvolt-backup-';
/** `ironvolt-backup-2026-05-01T12-00-00-123Z.tar.gz`: UTC, sorts by time, no characters a file system refuses. */
const BACKUP_NAME = /^ironvolt-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;
/** Work in progress in the backup folder: a crash may leave one, the next backup removes it. */
const TEMPORARY_PREFIX = '.ironvolt-backup-';
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/** A refusal or failure that one line explains; `npm run backup` / `restore` print its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** A relative path inside the data folder, as tar and the manifest carry it: no way out of the folder. */
const RelativePath = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (value) =>
      !value.startsWith('/') &&
      !/[\\\0]/.test(value) &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'not a plain relative path',
  );

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  /** PostgreSQL's version inside PGlite (`SHOW server_version`). */
  postgres: z.string(),
  /** The migrations applied to the database, and the `created_at` of the last one. */
  migrations: z.object({ applied: z.number().int().min(0), last: z.number().nullable() }),
  folders: z.array(RelativePath),
  files: z.array(
    z.object({
      path: RelativePath,
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export interface BackupFile {
  file: string;
  bytes: number;
  createdAt: Date;
}

/** The backups in `dir` that this code named, oldest first. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupFile[] = [];
  for (const name of names.sort()) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const [, day, hours, minutes, seconds, ms] = match;
    const createdAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
    if (Number.isNaN(createdAt.getTime())) continue;
    const file = path.join(dir, name);
    backups.push({ file, bytes: fs.statSync(file).size, createdAt });
  }
  return backups;
}

/** Deletes the oldest backups beyond `keep`; only files named as this code names them. */
export function rotateBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const excess = backups.slice(0, Math.max(0, backups.length - keep));
  for (const { file } of excess) fs.rmSync(file, { force: true });
  return excess.map(({ file }) => file);
}

export interface TakeBackupOptions {
  /** The backup folder (created if missing, readable by this user only). */
  dir: string;
  /** How many backups to keep; older ones are deleted once the new one is in place. */
  keep: number;
  /** Stops the work (a server shutting down); what was begun is removed. */
  signal?: AbortSignal | undefined;
  now?: Date;
}

/**
 * Takes a consistent backup of an embedded database kept in a folder: the database copies its folder between
 * transactions (pglite-worker.ts), and the archive is written from that copy to a temporary file, flushed to
 * disk and only then renamed to its final name, so a backup under its final name is always whole.
 */
export async function takeBackup(database: DatabaseHandle, options: TakeBackupOptions): Promise<BackupFile> {
  if (!database.snapshot) {
    throw new BackupError('only the embedded database kept in a folder can be backed up this way');
  }
  const { dir, keep, signal } = options;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  await removeTemporaries(dir);
  const createdAt = options.now ?? new Date();
  const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
  let final = path.join(dir, `${NAME_PREFIX}${stamp}.tar.gz`);
  for (let n = 2; fs.existsSync(final); n++) final = path.join(dir, `${NAME_PREFIX}${stamp}-${n}.tar.gz`);
  const work = path.join(dir, `${TEMPORARY_PREFIX}${stamp}.tmp`);
  fs.mkdirSync(work, { mode: 0o700 });
  try {
    const [{ applied, last }] = rowsOf<{ applied: number; last: string | number | null }>(
      await database.db.execute(
        sql`select count(*)::int as applied, max(created_at) as last from drizzle.__drizzle_migrations`,
      ),
    ) as [{ applied: number; last: string | number | null }];
    const [{ server_version: postgres }] = rowsOf<{ server_version: string }>(
      await database.db.execute(sql`show server_version`),
    ) as [{ server_version: string }];
    const copy = path.join(work, 'pgdata');
    await database.snapshot(copy);
    signal?.throwIfAborted();

    const { folders, files } = await describeFolder(copy, signal);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      postgres,
      migrations: { applied, last: last === null ? null : Number(last) },
      folders,
      files,
    };
    const archive = path.join(work, 'archive.tar.gz');
    await writeArchive(copy, manifest, archive, signal);
    await syncFile(archive);
    fs.renameSync(archive, final);
    await syncFolder(dir);
  } finally {
    // The copy is a thousand files or more: removed one by one off the server's thread, which answers meanwhile
    // (removed at once, it held every request for seconds).
    await fsp.rm(work, { recursive: true, force: true });
  }
  rotateBackups(dir, keep);
  return { file: final, bytes: fs.statSync(final).size, createdAt };
}

async function removeTemporaries(dir: string) {
  for (const name of await fsp.readdir(dir)) {
    if (name.startsWith(TEMPORARY_PREFIX))
      await fsp.rm(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Every folder and file under `root` (relative, sorted), each file with its size and SHA-256. */
async function describeFolder(root: string, signal?: AbortSignal) {
  const folders: string[] = [];
  const files: Manifest['files'] = [];
  const walk = async (relative: string) => {
    // Read off the server's thread, a file at a time: the folder holds a thousand files or more.
    const entries = (await fsp.readdir(path.join(root, relative), { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(name);
        await walk(name);
      } else if (entry.isFile()) {
        const absolute = path.join(root, name);
        const bytes = (await fsp.stat(absolute)).size;
        const hash = createHash('sha256');
        // most of the folder is small files, read at once; the WAL's 16 MB segments are streamed
        if (bytes <= 1024 * 1024) hash.update(await fsp.readFile(absolute));
        else await pipeline(fs.createReadStream(absolute), hash, { signal });
        files.push({ path: name, bytes, sha256: hash.digest('hex') });
      } else {
        throw new BackupError(`the data folder holds ${name}, which is neither a folder nor a file`);
      }
    }
  };
  await walk('');
  return { folders, files };
}

async function writeArchive(root: string, manifest: Manifest, archive: string, signal?: AbortSignal) {
  const pack = tar.pack();
  const written = pipeline(
    pack,
    zlib.createGzip(),
    fs.createWriteStream(archive, { flags: 'wx', mode: 0o600 }),
    signal ? { signal } : {},
  );
  const mtime = new Date(manifest.createdAt);
  try {
    const manifestBytes = Buffer.from(JSON.stringify(manifest));
    await entry(pack, { name: MANIFEST_NAME, size: manifestBytes.length, mode: 0o600, mtime }, manifestBytes);
    for (const folder of manifest.folders) {
      await entry(pack, { name: folder, type: 'directory', mode: 0o700, mtime });
    }
    for (const file of manifest.files) {
      const sink = pack.entry({ name: file.path, size: file.bytes, mode: 0o600, mtime });
      await pipeline(fs.createReadStream(path.join(root, file.path)), sink, signal ? { signal } : {});
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

function entry(pack: tar.Pack, header: Parameters<tar.Pack['entry']>[0], body?: Buffer) {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (body) pack.entry(header, body, done);
    else pack.entry(header, done);
  });
}

async function syncFile(file: string) {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename in `dir` survive a power cut; some systems cannot sync a folder, which is then skipped. */
export async function syncFolder(dir: string) {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch {
    // e.g. Windows: folders cannot be opened for syncing
  } finally {
    await handle?.close();
  }
}

/**
 * Reads a backup whole and writes its data folder into `into` (a new folder), checking as it goes: a gzip
 * stream whose checksum holds, a tar archive whose first entry is the manifest, only the manifest's folders and
 * plain files, each with the manifest's size and SHA-256, and nothing missing. Throws a BackupError that says
 * what is wrong; `into` may then hold part of the data and is the caller's to remove.
 */
export async function extractBackup(file: string, into: string): Promise<Manifest> {
  const label = path.basename(file);
  try {
    if (!fs.statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  fs.mkdirSync(into, { mode: 0o700 });
  const extract = tar.extract();
  const piped = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract).then(
    () => undefined,
    (error: Error) => error,
  );
  let manifest: Manifest | undefined;
  let failure: unknown;
  const folders = new Set<string>();
  const files = new Map<string, Manifest['files'][number]>();
  const seen = new Set<string>();
  try {
    for await (const item of extract) {
      const { header } = item;
      if (!manifest) {
        if (
          header.name !== MANIFEST_NAME ||
          header.type !== 'file' ||
          (header.size ?? 0) > MAX_MANIFEST_BYTES
        ) {
          throw new BackupError(
            `${label} is not an Ironvolt backup (it does not begin with ${MANIFEST_NAME})`,
          );
        }
        manifest = parseManifest(label, await readAll(item));
        for (const folder of manifest.folders) folders.add(folder);
        for (const entry of manifest.files) files.set(entry.path, entry);
        continue;
      }
      const name = header.name.replace(/\/+$/, '');
      if (seen.has(name)) throw new BackupError(`${label} is damaged: it holds ${name} twice`);
      seen.add(name);
      const target = path.join(into, name);
      if (header.type === 'directory' && folders.has(name)) {
        fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        item.resume();
        continue;
      }
      const expected = files.get(name);
      if (header.type !== 'file' || !expected) {
        throw new BackupError(`${label} is damaged: it holds ${name}, which its manifest does not list`);
      }
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const hash = createHash('sha256');
      let bytes = 0;
      item.on('data', (chunk) => {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      });
      await pipeline(item, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256) {
        throw new BackupError(`${label} is damaged: ${name} does not match its checksum`);
      }
    }
  } catch (error) {
    failure = error;
  }
  const pipeError = await piped;
  if (failure instanceof BackupError) throw failure;
  if (pipeError || failure) throw damaged(label, pipeError ?? failure, manifest === undefined);
  if (!manifest) throw new BackupError(`${label} is not an Ironvolt backup (it is an empty archive)`);
  for (const name of [...folders, ...files.keys()]) {
    if (!seen.has(name)) throw new BackupError(`${label} is damaged: ${name} is missing`);
  }
  return manifest;
}

function parseManifest(label: string, bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`${label} is not an Ironvolt backup (its ${MANIFEST_NAME} is not JSON)`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
    if (format.format === FORMAT && format.version !== FORMAT_VERSION) {
      throw new BackupError(
        `${label} is a backup of format ${String(format.version)}, which this version cannot read`,
      );
    }
    throw new BackupError(`${label} is not an Ironvolt backup (its ${MANIFEST_NAME} is not one)`);
  }
  return parsed.data;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A gzip or tar failure in words: a file that is not gzip at all is foreign, anything later is damage. */
function damaged(label: string, error: unknown, beforeManifest: boolean): BackupError {
  const e = error as NodeJS.ErrnoException;
  if (beforeManifest && e.code === 'Z_DATA_ERROR' && /header/i.test(e.message)) {
    return new BackupError(`${label} is not an Ironvolt backup (it is not a gzip file)`);
  }
  const reason = e.code === 'Z_BUF_ERROR' ? 'it ends too early' : (e.message ?? String(error));
  return new BackupError(`${label} is damaged (${reason})`);
}
