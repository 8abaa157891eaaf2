/** English texts of career experiments: hypothesis profiles, job hits, ratings, testers. */
export const experimentsEn = {};
