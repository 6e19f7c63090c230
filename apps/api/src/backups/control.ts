import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BackupError, type BackupFile } from './archive.ts';

// How `npm run backup` reaches the running server (ADR 023): a Unix socket in the data folder, readable and
// writable by its owner only, answering one command. Whoever may open it may already read the database's files,
// so it needs no token; it is not on the network, and a socket left by a dead server refuses connections.

const SOCKET_NAME = 'ironvolt.sock';
/** The longest socket path every Unix takes (sun_path is 104 bytes on macOS, 108 on Linux, with a NUL). */
const MAX_SOCKET_PATH_BYTES = 103;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_NAME);
}

/** Why no control socket can exist for this data folder, or undefined when it can. */
export function controlSocketProblem(dataDir: string): string | undefined {
  if (process.platform === 'win32') return 'Windows has no Unix sockets';
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    return `the path ${socketPath} is longer than a Unix socket's ${MAX_SOCKET_PATH_BYTES} bytes`;
  }
  return undefined;
}

export interface BackupReport {
  file: string;
  bytes: number;
  createdAt: string;
}

/** Serves `POST /backup` on the data folder's socket; returns the function that stops it. */
export async function serveControlSocket(
  dataDir: string,
  backupNow: () => Promise<BackupFile>,
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/backup') {
      answer(404, { message: 'the only command is POST /backup' });
      return;
    }
    request.resume();
    backupNow().then(
      ({ file, bytes, createdAt }) =>
        answer(200, { file, bytes, createdAt: createdAt.toISOString() } satisfies BackupReport),
      (error: Error) => answer(500, { message: error.message }),
    );
  });
  // Left by a server that died: the data folder's lock, which the caller holds, says none runs.
  fs.rmSync(socketPath, { force: true });
  // Created unreachable by others from the start; the umask is the only way to set a socket's mode at creation.
  let previous: number | undefined;
  try {
    previous = process.umask(0o177);
  } catch {
    // a worker thread cannot change it: the chmod below still closes the socket to others
  }
  try {
    server.listen(socketPath);
  } finally {
    if (previous !== undefined) process.umask(previous);
  }
  await once(server, 'listening');
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
    fs.rmSync(socketPath, { force: true });
  };
}

/** Asks the server running on `dataDir` for a backup now, and waits for it. */
export async function requestBackup(dataDir: string): Promise<BackupReport> {
  const problem = controlSocketProblem(dataDir);
  if (problem) throw new BackupError(`the running server cannot be asked for a backup: ${problem}`);
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/backup' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        let parsed: { message?: string } & Partial<BackupReport>;
        try {
          parsed = JSON.parse(body);
        } catch {
          reject(new BackupError(`the server answered ${response.statusCode} without a report`));
          return;
        }
        if (response.statusCode === 200) resolve(parsed as BackupReport);
        else
          reject(new BackupError(`the server could not take the backup: ${parsed.message ?? 'no reason'}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          `no server answers on ${socketPath} (${error.code ?? error.message}); is the server that holds the data folder an older version, or did it die? Stop it and run this command again`,
        ),
      );
    });
    request.end();
  });
}
