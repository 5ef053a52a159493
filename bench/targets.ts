/**
 * The targets of issue 10 as checks on one table row: on PostgreSQL the full stack keeps ≥ 70 %
 * of the bare route's throughput with p99 ≤ 10 ms (search: ≤ 15 ms at 1M rows), on PGlite ≥ 60 %;
 * a deep page costs ≤ 2× page 1 (p50) on both. The login is argon2 by design: only its ratio counts.
 */
import type { Measure } from './measure';

export interface Row {
  kind: 'pglite' | 'postgres';
  case: string;
  rows: number;
  full: Measure;
  bare: Measure;
  ratio: number;
  /** '' when every target of the row is met, else what was missed. */
  missed: string;
}

export function missedTargets(row: Omit<Row, 'missed'>, pageOne: Measure | undefined): string {
  const misses: string[] = [];
  if (row.full.failed > 0 || row.bare.failed > 0) misses.push(`failed ${row.full.failed}/${row.bare.failed}`);
  const minRatio = row.kind === 'postgres' ? 0.7 : 0.6;
  if (row.ratio < minRatio) misses.push(`ratio < ${minRatio}`);
  if (row.kind === 'postgres' && !row.case.endsWith('login')) {
    const maxP99 = row.case.endsWith('search') ? 15 : 10;
    if (row.full.p99 > maxP99) misses.push(`p99 > ${maxP99} ms`);
  }
  if (
    / page \d+$/.test(row.case) &&
    !row.case.endsWith(' page 1') &&
    pageOne &&
    row.full.p50 > 2 * Math.max(pageOne.p50, 1)
  ) {
    misses.push('deep > 2x page 1');
  }
  return misses.join(', ');
}
