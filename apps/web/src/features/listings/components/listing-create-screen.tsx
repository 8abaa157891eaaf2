import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { ServiceError } from "@/lib/api-errors";
import { useSession } from "@/lib/session";
import { useAcceptInvite } from "../api/listings";
import { ListingCreated, ListingWizard } from "./listing-wizard";
import { ScreenFrame } from "@/components/ui/screen-frame";
import { TopLevelListings } from "./top-level";

export type ListingCreateSearch = {
  success?: boolean;
  listing_id?: number;
  job_id?: number;
  invite_token?: string;
  copyId?: number;
};

/**
 * listings/create with the search params of spec §2: `invite_token` joins the invitation's
 * organisation first (then goes on without it); `success=1&listing_id=` is the confirmation;
 * otherwise the wizard, for the current organisation, preselecting `job_id` or copying `copyId`.
 */
export function ListingCreateScreen({
  search,
  onSearch,
}: {
  search: ListingCreateSearch;
  onSearch: (next: ListingCreateSearch, replace: boolean) => void;
}) {
  if (search.invite_token) {
    return (
      <JoinByInvite token={search.invite_token} onDone={() => onSearch({ ...search, invite_token: undefined }, true)} />
    );
  }
  return (
    <TopLevelListings screen="listingCreate">
      {(scope) =>
        search.success && search.listing_id ? (
          <ListingCreated scope={scope} listingId={search.listing_id} />
        ) : (
          <ListingWizard
            // A new start (another job, another copy) is a new wizard.
            key={`${search.job_id ?? ""}-${search.copyId ?? ""}`}
            scope={scope}
            jobId={search.job_id}
            copyId={search.copyId}
            onCreated={(listing) => onSearch({ success: true, listing_id: listing.id }, false)}
          />
        )
      }
    </TopLevelListings>
  );
}

/** Spends the invitation's token (POST /capi/organization-invites/accept) once, then goes on. */
function JoinByInvite({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptInvite();
  const session = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    accept.mutate(token, {
      onSuccess: (organization) => {
        toast.success(t("listings.wizard.joined", { name: organization.name }));
        onDone();
      },
    });
  }, [accept, token, onDone, t]);

  const hasOrganizations = (session.data?.organizations.length ?? 0) > 0;
  return (
    <ScreenFrame screen="listingCreate">
      {accept.isError ? (
        <div className="space-y-3">
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3">
            {accept.error instanceof ServiceError ? t("listings.wizard.inviteInvalid") : t("listings.detail.failed")}
          </p>
          {hasOrganizations && (
            <Button variant="secondary" onClick={onDone}>
              {t("listings.wizard.next")}
            </Button>
          )}
        </div>
      ) : (
        <p role="status" className="text-muted">
          {t("listings.wizard.joining")}
        </p>
      )}
    </ScreenFrame>
  );
}
