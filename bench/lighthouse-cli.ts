// Lighthouse against a running Ironvolt: npx tsx bench/lighthouse-cli.ts http://127.0.0.1:4310 [--runs 3] [--reports DIR]
// [--only home|allProducts|tools|purchase]
// Audits, signed out, `/`, the catalogue, the tool page and the purchase page of the first product (the server sends
// a signed-out visitor of the purchase page to log in), and prints the median scores as a Markdown table.
import { parseArgs } from 'node:util';
import { runLighthouse } from './lighthouse.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, reports: { type: 'string' }, only: { type: 'string' } },
});
const baseUrl = positionals[0];
if (!baseUrl) {
  console.error('usage: tsx bench/lighthouse-cli.ts <base URL> [--runs 3] [--reports DIR]');
  process.exit(2);
}
const api = (path: string) => new URL(`/api${path}`, baseUrl).href;

const products = (await (await fetch(api('/products'))).json()) as { _id: string }[];
const productId = products[0]?._id;
if (!productId) throw new Error('GET /api/products has no product to buy');

const results = await runLighthouse({
  baseUrl,
  productId,
  runs: Number(values.runs),
  ...(values.reports ? { reportDir: values.reports } : {}),
  ...(values.only ? { only: values.only } : {}),
});

console.info('| page | performance | accessibility | best practices | SEO | runs |');
console.info('|---|---|---|---|---|---|');
for (const r of results) {
  console.info(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.runs} |`,
  );
}
