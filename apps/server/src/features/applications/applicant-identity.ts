/**
 * Whether an application's applicant deleted their data (ADR 030): account deletion and the
 * anonymous data request keep the application for the employer but set its names to '' and its
 * email to `erased-{id}@invalid` (features/data-rights). Employer-facing DTOs carry this as
 * `identity_deleted`; server-rendered texts (the application PDF) name the applicant with
 * `applicantDisplayName`, so no screen shows an empty name.
 */
import type { TLanguage } from "@jobatlas/contract";

const ERASED_EMAIL = /^erased-\d+@invalid$/;

export function isIdentityDeleted(application: { email: string }): boolean {
  return ERASED_EMAIL.test(application.email);
}

const DELETED_NAME: Record<TLanguage, string> = {
  de: "Bewerber/in (Daten gelöscht)",
  fr: "Postulant·e (données supprimées)",
  it: "Candidato/a (dati cancellati)",
  en: "Applicant (data deleted)",
};

/** The applicant's full name, or "Applicant (data deleted)" in `language` once the data is deleted. */
export function applicantDisplayName(
  application: { firstName: string; lastName: string; email: string },
  language: TLanguage,
): string {
  const name = `${application.firstName} ${application.lastName}`.trim();
  return isIdentityDeleted(application) || !name ? DELETED_NAME[language] : name;
}

/**
 * Queues a mail to an application's applicant with `queue`, unless their data is deleted: the
 * address `erased-{id}@invalid` can only bounce and the greeting would be empty (ADR 030). Every
 * mail the employer side sends an applicant goes through here, so an accept, a rejection or a
 * withdrawal still changes the status, just without a mail. Returns whether the mail was queued.
 */
export async function queueApplicantMail(
  application: { email: string },
  queue: () => Promise<unknown>,
): Promise<boolean> {
  if (isIdentityDeleted(application)) return false;
  await queue();
  return true;
}
