/** Percentiles, rates and errors of recorded samples, per call and for the whole mix, over a time window. */
import type { Recorder, Sample } from "./drive";
import type { Call, LaneKind } from "./mix";

export interface Stats {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Responses other than 2xx (refusals apart), plus timeouts and connection errors. */
  errors: number;
  refused: number;
  /** Timeouts and connection errors (in `errors` too). */
  failures: number;
  statuses: Record<string, number>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function statsOf(samples: Sample[], seconds: number, failures = 0): Stats {
  const sorted = Float64Array.from(samples, (s) => s.ms).sort();
  const statuses: Record<string, number> = {};
  let errors = failures;
  let refused = 0;
  for (const s of samples) {
    statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    if (s.refused) refused++;
    else if (s.status < 200 || s.status >= 300) errors++;
  }
  return {
    requests: samples.length,
    rps: samples.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    errors,
    refused,
    failures,
    statuses,
  };
}

/**
 * Samples of one call (or of all calls) answered within [fromS, toS) seconds of the phase's start.
 * Each call's samples are recorded in time order, so the window starts at a binary search: the
 * soak's look at its last minute must not scan a million samples while responses wait to be read
 * (the driver's stalls would count as the instances' latency).
 */
export function window(recorder: Recorder, fromS: number, toS: number, call?: Call): Sample[] {
  const lists = call ? [recorder.samples.get(call) ?? []] : [...recorder.samples.values()];
  const out: Sample[] = [];
  for (const list of lists) {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (list[mid]!.at < fromS * 1000) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < list.length && list[i]!.at < toS * 1000; i++) out.push(list[i]!);
  }
  return out;
}

/** Timeouts and connection errors within [fromS, toS), of some lane kinds or all. */
export function failuresIn(recorder: Recorder, fromS: number, toS: number, kinds?: LaneKind[]): number {
  return recorder.failures.filter(
    (f) => f.at >= fromS * 1000 && f.at < toS * 1000 && (!kinds || kinds.includes(f.kind)),
  ).length;
}
