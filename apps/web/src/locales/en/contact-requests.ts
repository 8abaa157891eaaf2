/** English texts of the contact requests, rejection and the application PDF. */
export const contactRequestsEn = {};
