import type { TJobTitlesResponse, TLanguage } from "@jobatlas/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, unchecked } from "@/lib/api-client";
import { appKeys } from "@/lib/query-keys";

/** Typing pauses this long before the suggestions are asked for. */
const DEBOUNCE_MS = 200;

/**
 * GET /capi/search/job-titles: occupations of the vocabulary whose forms start with the words
 * typed, one label each in the UI's language (ADR 075); for the search's keywords, the seeker
 * profile's job titles and the job alerts' query.
 */
export const jobTitlesQueryOptions = (query: string, language: TLanguage, limit = 8) =>
  queryOptions({
    queryKey: appKeys.jobTitles(query, language, limit),
    queryFn: ({ signal }) =>
      api.get("/capi/search/job-titles", {
        schema: unchecked<TJobTitlesResponse>(),
        query: { query, language, limit },
        signal,
      }),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  });

/** The occupations suggested for what is typed (after a pause), in `language`; none for an empty text. */
export function useJobTitleSuggestions(text: string, language: TLanguage): string[] {
  const typed = text.trim();
  const [query, setQuery] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const titles = useQuery({ ...jobTitlesQueryOptions(query, language), placeholderData: keepPreviousData });
  return typed && titles.data ? titles.data.items : [];
}
