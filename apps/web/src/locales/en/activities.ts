/** English texts of the activity feed and notifications. */
export const activitiesEn = {};
