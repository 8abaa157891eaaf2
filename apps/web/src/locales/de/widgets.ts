import type { Widen } from "../en";
import type { widgetsEn } from "../en/widgets";

/** German texts of the embeddable widgets of active listings and job profiles. */
export const widgetsDe: Widen<typeof widgetsEn> = {};
