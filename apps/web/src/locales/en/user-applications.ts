/** English texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access, my career. */
export const userApplicationsEn = {};
