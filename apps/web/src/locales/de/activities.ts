import type { Widen } from "../en";
import type { activitiesEn } from "../en/activities";

/** German texts of the activity feed and notifications. */
export const activitiesDe: Widen<typeof activitiesEn> = {};
