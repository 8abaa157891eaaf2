import type { TResponseRecord } from "@jobatlas/contract";

/**
 * A share 0–1 as a whole percentage, as Intl writes it with `style: "percent"` for de-CH, fr-CH,
 * it-CH and en-GB alike: "92%" (by hand, as lib/format does: no formatter on a public page's
 * first screen).
 */
export function formatShare(share: number): string {
  return `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;
}

/**
 * What the company page says of a response record (issue 29): the share answered and, when some
 * were answered, the median days to the first answer rounded up to whole days (at least one:
 * "typically within 3 days" holds for a median of 2.5). Undefined when there is nothing to say.
 */
export function responseRecordFigures(
  record: TResponseRecord | null,
): { share: string; days: number | undefined } | undefined {
  if (!record || record.answered_share === null) return undefined;
  const median = record.median_days_to_answer;
  return {
    share: formatShare(record.answered_share),
    days: median === null ? undefined : Math.max(1, Math.ceil(median)),
  };
}
