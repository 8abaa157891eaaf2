/** English texts of the organisation side of applications: candidates list and profile, accept, notes, duplicates. */
export const candidatesEn = {};
