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

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Each URL asked once, `connections` at a time: the latency of answers no cache has seen (every
 * URL a different question), where `load` repeats one question.
 */
export const firstReads = async (name: string, urls: readonly string[], headers: Record<string, string> = {}, connections = 4): Promise<LoadResult> => {
  const latencies: number[] = [];
  let [errors, non2xx, bytes, next] = [0, 0, 0, 0];
  const started = performance.now();
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const at = performance.now();
      try {
        const res = await fetch(url, { headers });
        // Read first, then added: `bytes += await …` would add to the total as it was before the wait.
        const body = await res.arrayBuffer();
        bytes += body.byteLength;
        if (!res.ok) non2xx++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(urls.length / ((performance.now() - started) / 1000)),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors,
    non2xx,
    // fetch hands the body over decoded: these are the answer's own bytes, not the wire's.
    bytesPerResponse: Math.round(bytes / Math.max(1, urls.length)),
  };
};
