import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The newest link matching `pattern` in the mails the server wrote to DATA_DIR/outbox for `email`. */
export const mailedLink = async (email: string, pattern: RegExp): Promise<string> => {
  const dataDir = process.env.IRONVOLT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('IRONVOLT_E2E_DATA_DIR is set by playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  let link = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .filter((name) => name.includes(email))
            .sort()
        : [];
      // Quoted-printable: soft line breaks and escaped '='.
      const links = files.map(
        (file) =>
          pattern.exec(
            fs
              .readFileSync(path.join(outbox, file), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          )?.[0],
      );
      link = links.filter((found) => found !== undefined).pop() ?? '';
      return link;
    })
    .not.toBe('');
  return link;
};
