/** English texts of the job profiles of the organisation. */
export const jobsEn = {};
