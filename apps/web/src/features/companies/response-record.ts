import type { TResponseRecord } from "@jobatlas/contract";
import { formatShare } from "@/lib/format";

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
