import type { TCandidateInvite, TPublicCandidateInvite } from "@jobatlas/contract";
import type { CandidateInviteView } from "./invites.repo";
import { candidateInviteStatus } from "./invites.service";

function targets(view: CandidateInviteView) {
  const { invite } = view;
  return {
    listing: invite.listingId !== null ? { id: invite.listingId, title: view.listingTitle ?? "" } : null,
    job: invite.jobId !== null ? { id: invite.jobId, title: view.jobTitle ?? "" } : null,
  };
}

/** An invitation as its organisation sees it (never the token or its hash). */
export function presentCandidateInvite(view: CandidateInviteView, now: Date): TCandidateInvite {
  const { invite } = view;
  return {
    id: invite.id,
    email: invite.email,
    name: invite.name,
    ...targets(view),
    status: candidateInviteStatus(invite, now),
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
    used_at: invite.usedAt?.toISOString() ?? null,
    application_id: invite.applicationId,
  };
}

/** What the wizard prefills: the organisation, the target, the invited address and name. */
export function presentPublicCandidateInvite(view: CandidateInviteView): TPublicCandidateInvite {
  const { invite } = view;
  return {
    organization: { id: invite.organizationId, name: view.organizationName },
    ...targets(view),
    email: invite.email,
    name: invite.name,
    expires_at: invite.expiresAt.toISOString(),
  };
}
