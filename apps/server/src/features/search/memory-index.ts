import type { AppContext } from "../../context";
import type { SearchIndex } from "./search.index";

/** The in-process inverted index (being built in issue 8). */
export function createSearchIndex(_ctx: AppContext): SearchIndex {
  const empty = async () => [];
  return {
    ready: false,
    build: async () => {},
    applyChanges: async () => {},
    searchEmployers: async () => ({ items: [], count: 0, countCapped: false }),
    clusters: empty,
    employers: empty,
    similarEmployers: empty,
    suggestJobTitles: empty,
  };
}
