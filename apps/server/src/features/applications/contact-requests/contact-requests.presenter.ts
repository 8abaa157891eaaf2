import {
  displayedApplicationStatus,
  type TContactRequestApplication,
  type TContactRequestStatus,
  type TOrgContactRequest,
  type TPublicContactRequest,
} from "@jobatlas/contract";
import { isIdentityDeleted } from "../applicant-identity";
import type { ApplicationRow, ApplicationWithNames } from "../applications.repo";
import type { ContactRequestRow } from "./contact-requests.repo";

/** Where a request stands at `now`: answered, else closed with its application, else expired or open. */
export function contactRequestStatus(
  request: ContactRequestRow,
  application: Pick<ApplicationRow, "status">,
  now: Date,
): TContactRequestStatus {
  if (request.acceptedAt) return "accepted";
  if (request.declinedAt) return "declined";
  if (application.status !== "pending" && application.status !== "active") return "closed";
  return request.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

export function presentOrgContactRequest(
  request: ContactRequestRow,
  application: Pick<ApplicationRow, "status">,
  now: Date,
): TOrgContactRequest {
  return {
    id: request.id,
    message: request.message,
    status: contactRequestStatus(request, application, now),
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt.toISOString(),
    answered_at: (request.acceptedAt ?? request.declinedAt)?.toISOString() ?? null,
  };
}

export function presentContactRequestApplication(
  found: ApplicationWithNames,
  state: { hasOpenRequest: boolean },
): TContactRequestApplication {
  const { application } = found;
  const open = application.status === "pending" || application.status === "active";
  const revealed = application.contactRevealedAt !== null;
  const deleted = isIdentityDeleted(application);
  return {
    id: application.id,
    first_name: application.firstName,
    last_name: application.lastName,
    identity_deleted: deleted,
    status: displayedApplicationStatus(application.status, application.closedBy),
    listing_title: found.listing?.title ?? null,
    job_title: found.job?.title ?? null,
    language: application.language,
    contact_revealed: revealed,
    can_request_contact: open && !revealed && !state.hasOpenRequest && !deleted,
    can_reject: open,
  };
}

export function presentPublicContactRequest(
  found: ApplicationWithNames,
  request: ContactRequestRow,
  now: Date,
): TPublicContactRequest {
  return {
    company_name: found.company.name,
    message: request.message,
    listing_title: found.listing?.title ?? null,
    first_name: found.application.firstName,
    status: contactRequestStatus(request, found.application, now),
    expires_at: request.expiresAt.toISOString(),
  };
}
