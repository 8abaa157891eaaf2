/** Contract of career experiments: hypothesis profiles, job hits, ratings, testers (issue 11). */
export {};
