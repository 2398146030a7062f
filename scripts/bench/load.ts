import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** What one answer took on the wire, headers included, as sent (compressed when the request asked). */
  bytesPerResponse: number;
}

/** Loopback load for a fixed time; figures are averages over the run (latency in ms). */
export const load = async (
  name: string,
  url: string,
  headers: Record<string, string> = {},
  duration = Number(process.env.BENCH_SECONDS ?? 10),
  connections = 32,
): Promise<LoadResult> => loadResultOf(name, await autocannon({ url, headers, duration, connections, pipelining: 1 }));

/** An autocannon run as the bench reports it. */
export const loadResultOf = (name: string, result: autocannon.Result): LoadResult => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
});
