/** The bench table on stdout: one line per case, size and database. */
import type { Row } from './targets';

const COLUMNS: [string, (r: Row) => string][] = [
  ['db', (r) => r.kind],
  ['case', (r) => r.case],
  ['rows', (r) => r.rows.toLocaleString('en-US')],
  ['first ms', (r) => String(r.full.first)],
  ['req/s', (r) => String(r.full.rps)],
  ['p50 ms', (r) => String(r.full.p50)],
  ['p99 ms', (r) => String(r.full.p99)],
  ['bare first', (r) => String(r.bare.first)],
  ['bare req/s', (r) => String(r.bare.rps)],
  ['bare p50', (r) => String(r.bare.p50)],
  ['bare p99', (r) => String(r.bare.p99)],
  ['ratio', (r) => r.ratio.toFixed(2)],
  ['targets', (r) => r.missed || 'met'],
];

export function printTable(rows: Row[]): void {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, value]) => value(row)))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const out = [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)];
  process.stdout.write(`\n${out.join('\n')}\n`);
}
