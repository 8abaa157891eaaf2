/** Contract of the seeker's career area: their applications, edit, withdraw, the anonymous status page (issue 10). */
export {};
