import type { TOrgJob } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import type { ByIdProps } from "@/components/ui/query-states";
import { jobQueryOptions } from "../api/jobs";
import { jobPathId } from "../route-job";
import { JobNotFound } from "./job-not-found";

/** The job of the path for a screen (loaded by `loadJob`), or the screen's "not found" in the org area. */
export function JobById({ slug, idParam, screen, children }: ByIdProps<"orgJob" | "orgJobEdit", TOrgJob>) {
  const jobId = jobPathId(idParam);
  // The loader asked already: a 404 there is not asked again on mount.
  const { data: job } = useQuery({
    ...jobQueryOptions(slug, jobId ?? 0),
    enabled: jobId !== undefined,
    retryOnMount: false,
  });
  if (!job) return <JobNotFound slug={slug} screen={screen} />;
  return <>{children(job)}</>;
}
