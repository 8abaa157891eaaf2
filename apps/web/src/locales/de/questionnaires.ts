import type { Widen } from "../en";
import type { questionnairesEn } from "../en/questionnaires";

/** German texts of the screening questionnaires. */
export const questionnairesDe: Widen<typeof questionnairesEn> = {};
