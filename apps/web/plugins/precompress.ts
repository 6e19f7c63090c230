import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|txt|json|xml|webmanifest)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the strongest settings: the API serves
 * them from memory to browsers that accept them (`plugins/external/web.ts`), so no request pays for compression.
 * A compressed copy that is not smaller is not written. `.vite/` (the manifest) is for the build, not browsers.
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'ironvolt:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const entries = await readdir(outDir, { recursive: true });
      const files = entries.filter(
        (name) => COMPRESSIBLE.test(name) && !name.split(path.sep).includes('.vite'),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          if (!(await stat(file)).isFile()) return;
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
};
