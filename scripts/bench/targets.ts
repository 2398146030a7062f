import type { HtmlSize } from './html-size.ts';
import type { JsBytes } from './js-bytes.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { shareOfBare } from './pages.ts';

/** The figures of one run that issue 14's targets are read from; what the run skipped stays unset. */
export interface Issue14Figures {
  memberHome?: LoadResult | undefined;
  memberRng?: LoadResult | undefined;
  anonymousHome?: LoadResult | undefined;
  bareHome?: LoadResult | undefined;
  visitorHtml?: HtmlSize | undefined;
  memberHtml?: HtmlSize | undefined;
  visitorJs?: JsBytes | undefined;
  memberJs?: JsBytes | undefined;
  balancePglite?: LoadResult | undefined;
  balancePostgres?: LoadResult | undefined;
  roundsPostgres?: (LoadResult & { ledgerBalances: boolean }) | undefined;
  lighthouse?: LighthouseResult | undefined;
}

export interface TargetRow {
  what: string;
  measured: string;
  target: string;
  met: 'yes' | 'no' | 'not run';
}

/** Sizes in KB of 1,000 bytes, as the budgets are written. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const count = (n: number) => n.toLocaleString('en-US');
const yesNo = (ok: boolean) => (ok ? 'yes' : 'no');

/** A load counts only if every answer was a good one. */
const failures = (r: LoadResult) => r.errors + r.non2xx;
const failed = (r: LoadResult) => (failures(r) > 0 ? `, ${count(failures(r))} failed` : '');

const row = <T>(what: string, target: string, figure: T | undefined, read: (figure: T) => { measured: string; ok: boolean }): TargetRow => {
  if (figure === undefined) return { what, measured: 'not run', target, met: 'not run' };
  const { measured, ok } = read(figure);
  return { what, measured, target, met: yesNo(ok) };
};

const throughput = (min: number, maxP99?: number) => (r: LoadResult) => ({
  measured: `${count(r.requestsPerSecond)} req/s, p50 ${r.p50} / p99 ${r.p99} ms${failed(r)}`,
  ok: r.requestsPerSecond >= min && (maxP99 === undefined || r.p99 <= maxP99) && failures(r) === 0,
});

const atMost =
  (limit: number) =>
  ({ bytes }: { bytes: number }) => ({ measured: kb(bytes), ok: bytes <= limit });

/** The targets of issue 14 ("Fast for members too") and ARCHITECTURE.md's budgets, as this run met them. */
export const issue14Targets = (f: Issue14Figures): TargetRow[] => {
  const pair = f.anonymousHome && f.bareHome ? { anonymous: f.anonymousHome, bare: f.bareHome } : undefined;
  const js = (j: JsBytes | undefined) => (j ? { bytes: j.encoded } : undefined);
  return [
    row('member / at 32 connections (PGlite)', '≥ 1,000 req/s, p99 ≤ 50 ms', f.memberHome, (r) => {
      const read = throughput(1000, 50)(r);
      return { ...read, measured: `${read.measured}, ${kb(r.bytesPerResponse)} per response` };
    }),
    row('member /rng at 8 connections (PGlite)', '≥ 1,000 req/s', f.memberRng, throughput(1000)),
    row('anonymous / from cache vs bare Astro page, 32 connections', '≥ 50% of the bare page', pair, ({ anonymous, bare }) => ({
      measured: `${count(anonymous.requestsPerSecond)} vs ${count(bare.requestsPerSecond)} req/s: ${(shareOfBare(anonymous, bare) * 100).toFixed(1)}%${failed(anonymous)}`,
      ok: shareOfBare(anonymous, bare) >= 0.5 && failures(anonymous) === 0 && failures(bare) === 0,
    })),
    row('HTML of / before compression, visitor', '≤ 100 KB', f.visitorHtml, atMost(100_000)),
    row('HTML of / before compression, member', '≤ 100 KB', f.memberHtml, atMost(100_000)),
    row('JavaScript on / as transferred, visitor', '≤ 60 KB', js(f.visitorJs), atMost(60_000)),
    row('JavaScript on / as transferred, member', '≤ 100 KB', js(f.memberJs), atMost(100_000)),
    row('balance API at 32 connections (PGlite)', '≥ 2,000 req/s', f.balancePglite, throughput(2000)),
    row('balance API at 32 connections (PostgreSQL)', '≥ 2,000 req/s', f.balancePostgres, throughput(2000)),
    row('slot rounds at 32 connections (PostgreSQL)', '≥ 500 rounds/s, ledger balanced', f.roundsPostgres, (r) => ({
      measured: `${count(r.requestsPerSecond)} rounds/s, p50 ${r.p50} ms${failed(r)}, ledger ${r.ledgerBalances ? 'balanced' : 'NOT balanced'}`,
      ok: r.requestsPerSecond >= 500 && failures(r) === 0 && r.ledgerBalances,
    })),
    row('Lighthouse desktop /', '100 in all four, TBT ≤ 50 ms, CLS 0', f.lighthouse, (l) => {
      const scores = [l.performance, l.accessibility, l.bestPractices, l.seo];
      return {
        measured: `${scores.join(' / ')}, TBT ${l.totalBlockingTimeMs} ms, CLS ${l.cumulativeLayoutShift}`,
        ok: scores.every((s) => s === 100) && l.totalBlockingTimeMs <= 50 && l.cumulativeLayoutShift === 0,
      };
    }),
  ];
};

/** Prints the targets as one table, a row per target. */
export const printTargets = (rows: readonly TargetRow[]) => {
  console.log('\nissue 14 targets');
  console.table(rows);
};
