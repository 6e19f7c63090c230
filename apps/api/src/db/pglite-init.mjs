// `node pglite-init.mjs <folder>`: creates an empty embedded database in the folder and exits. PGlite's initdb
// runs a second PostgreSQL beside the first and leaves the process holding hundreds of MB it never gives back, so
// client.ts runs it here, in a process of its own, before the server's worker thread opens the folder (ADR 014).
// Plain JavaScript, type-checked (@ts-check), so that the same file runs as a process from src/ and from dist/.
// @ts-check
import { PGlite } from '@electric-sql/pglite';
import { ERRNO_CODES } from '@electric-sql/pglite/basefs';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node pglite-init.mjs <folder>');
  process.exit(2);
}
// Its folders the owner's alone (ADR 058); its files PGlite writes 0666 whatever this says, and client.ts closes them.
process.umask(0o077);
try {
  const pg = await PGlite.create({ dataDir });
  await pg.close();
} catch (error) {
  // One line, the reason: client.ts passes it on in the startup error. PGlite's file system throws Emscripten's
  // ErrnoError, which is not an Error and carries only a number.
  const errnoOf = /** @type {{ errno?: number } | undefined} */ (error)?.errno;
  const errno = Object.entries(ERRNO_CODES).find(([, code]) => code === errnoOf)?.[0];
  console.error(error instanceof Error ? error.message : errno ? `${errno} in the folder` : String(error));
  process.exit(1);
}
