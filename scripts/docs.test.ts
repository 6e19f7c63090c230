// Keeps the documents a map that holds: every decision record dated and with its status, listed in the decisions'
// table, every relative link leading somewhere, every server setting documented, the README short.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const decisionsDir = 'docs/decisions';
const decisionFiles = fs
  .readdirSync(path.join(root, decisionsDir))
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

/** The lines above an ADR's first section (a `## Status` section is part of the head in older records). */
const headOf = (text: string) => {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => line.startsWith('## ') && line !== '## Status');
  return end === -1 ? lines : lines.slice(0, end);
};

describe('decision records', () => {
  it('are there to check', () => {
    expect(decisionFiles.length).toBeGreaterThan(50);
  });

  it.each(decisionFiles)('%s has a title with its number, a Date line and a Status line', (file) => {
    const head = headOf(read(`${decisionsDir}/${file}`));
    expect(head[0], 'the first line is "# NNN — Title"').toMatch(new RegExp(`^# ${file.slice(0, 3)} — \\S`));
    expect(
      head.filter((line) => /^Date: \d{4}-\d{2}-\d{2}$/.test(line)),
      'one "Date: YYYY-MM-DD" line',
    ).toHaveLength(1);
    const status = head.filter((line) => line.startsWith('Status: '));
    expect(status, 'one "Status: …" line').toHaveLength(1);
    expect(status[0]).toMatch(/^Status: (accepted|superseded|proposed|deprecated)/i);
  });

  it('are each a row of the table in docs/decisions/README.md, in number order, with their date and status', () => {
    const rows = read(`${decisionsDir}/README.md`)
      .split('\n')
      .map((line) => /^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (\d{4}-\d{2}-\d{2}) \| (.+) \|$/.exec(line))
      .filter((match) => match !== null)
      .map(([, number = '', link = '', title = '', date = '', status = '']) => ({
        number,
        link,
        title,
        date,
        status,
      }));
    const missing = decisionFiles.filter((file) => !rows.some((row) => row.link === `./${file}`));
    expect(missing, 'ADRs without a row: add "| [NNN](./NNN-….md) | title | date | status |"').toEqual([]);
    expect(rows.map((row) => row.number)).toEqual(decisionFiles.map((file) => file.slice(0, 3)));
    for (const row of rows) {
      const file = `${decisionsDir}/${row.link.slice(2)}`;
      const head = headOf(read(file));
      expect(`${file}: ${row.title}`).toBe(`${file}: ${head[0]?.replace(/^# \d{3} — /, '')}`);
      expect(`${file}: ${row.date}`).toBe(
        `${file}: ${head.find((line) => line.startsWith('Date: '))?.slice(6)}`,
      );
      // Wholly superseded in the record means superseded in the table, and the other way round.
      const record = head.find((line) => line.startsWith('Status: ')) ?? '';
      expect(`${file}: ${/^superseded by/i.test(row.status)}`).toBe(
        `${file}: ${/^Status: superseded by/i.test(record)}`,
      );
    }
  });
});

/** Every Markdown file of the project's own (no dependencies, builds or data). */
const markdownFiles = (dir = ''): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'data', 'test-results'].includes(entry.name) ||
        entry.name.startsWith('.')
        ? []
        : markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
const anchorsOf = (text: string) => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of text.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
};

/** `[text](target)` links and `![alt](target)` images outside code, without those leaving the project. */
const relativeLinksOf = (text: string) =>
  [
    ...text
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '')
      .matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g),
  ]
    .map(([, target]) => target ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));

describe('relative links in the documents', () => {
  const files = markdownFiles();

  it('are looked for in the README, the docs and the decisions', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', `${decisionsDir}/README.md`]),
    );
  });

  it.each(files)('in %s lead to a file that exists, and to a heading it has', (file) => {
    const broken: string[] = [];
    for (const link of relativeLinksOf(read(file))) {
      const [target = '', anchor] = link.split('#');
      const resolved = target ? path.join(path.dirname(file), decodeURI(target)) : file;
      if (!fs.existsSync(path.join(root, resolved))) broken.push(`${link}: no ${resolved}`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
        broken.push(`${link}: no heading #${anchor} in ${resolved}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('the settings', () => {
  it('read by the server are each described in docs/operations.md', () => {
    const settings = [...read('apps/api/src/config/env.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map(
      ([, name]) => name ?? '',
    );
    expect(settings.length, 'the settings found in env.ts').toBeGreaterThan(40);
    const operations = read('docs/operations.md');
    expect(settings.filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('the README', () => {
  it('stays a map: at most 150 lines, opening with the two commands', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    expect(readme).toContain(
      '```sh\nnpm install && npm start   # the store at http://localhost:3000, with demo data\nnpm test                   # typecheck, lint, unit + API tests, browser tests\n```',
    );
  });
});
