/** Contract of the organisation side of applications: candidates list and profile, accept, notes, duplicates (issue 10). */
export {};
