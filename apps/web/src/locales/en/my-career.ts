/** English texts of the seeker's career area: their applications, edit, withdraw, the anonymous status page. */
export const myCareerEn = {};
