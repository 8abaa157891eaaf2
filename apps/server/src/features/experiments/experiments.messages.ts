import type { TLanguage } from "@jobatlas/contract";

/** Server texts of career experiments: hypothesis profiles, job hits, ratings, testers (error details, mails), in both UI languages. */
export const experimentsMessages = {
  experimentArchived: {
    en: "This experiment is archived: archiving is final, so it can no longer be changed.",
    de: "Dieses Experiment ist archiviert: Das Archivieren ist endgültig, es lässt sich nicht mehr ändern.",
  },
} satisfies Record<string, Record<TLanguage, string>>;
