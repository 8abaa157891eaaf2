import type { TFunction } from "@/lib/i18n";

/**
 * The applicant's name on the employer's screens. Once the applicant deleted their data (ADR 030)
 * the application keeps no name: the server flags it `identity_deleted`, and an activity about it
 * keeps an empty subject. Then this reads "Applicant (data deleted)" / "Bewerber/in (Daten
 * gelöscht)", so a link or heading is never empty.
 */
export function applicantDisplayName(
  t: TFunction,
  applicant:
    | { name: string; identity_deleted?: boolean }
    | { first_name: string; last_name: string; identity_deleted?: boolean },
): string {
  const name = ("name" in applicant ? applicant.name : `${applicant.first_name} ${applicant.last_name}`).trim();
  return applicant.identity_deleted || !name ? t("candidates.identityDeleted") : name;
}
