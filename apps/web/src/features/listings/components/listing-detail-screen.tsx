import {
  JOB_TEXT_FIELDS,
  listingTransitionAllowed,
  type TListingStatus,
  type TOrgListingDetail,
  type TPlanLimit,
} from "@jobatlas/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Archive, ArrowLeft, CalendarPlus, Copy, ExternalLink, Pencil, Rocket, XCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { WithdrawApplicationsOffer } from "./withdraw-applications-offer";
import { publicListingLink, UserMarkdown } from "@/features/companies";
import { ListingStatsSection } from "@/features/listing-stats";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { useSession } from "@/lib/session";
import { isStaleError } from "@/lib/use-stale-edit";
import { listingQueryOptions, useUpdateListing } from "../api/listings";
import { statusChangeRequest } from "../form";
import { formatChf, formatDate } from "@/lib/format";
import { ListingLink, type ListingsScope } from "../scope";
import { ListingStatusBadge, RuntimeNote } from "./listing-status-badge";
import { ListingsOrgPicker } from "./top-level";
import { DetailHeader } from "@/components/ui/detail-header";
import { backLinkClasses, ButtonLink } from "@/components/ui/link-button";
import { TitledSection } from "@/components/ui/titled-section";

/** The plan of the scope's organisation (from the session; the plan page refreshes it). */
export function usePlanOf(slug: string) {
  const session = useSession();
  return session.data?.organizations.find((organization) => organization.slug === slug)?.plan ?? "free";
}

/**
 * org/{slug}/listings/{id} and listings/{id}: the listing with its title as the h1, its status,
 * runtime and days left, every field, the job's texts (inert), and the actions its status allows
 * (docs/domain.md §4): publish now or cancel (planned), extend or end now (active), edit, copy, and the
 * public page of an active listing.
 */
export function ListingDetailScreen({ scope, listing }: { scope: ListingsScope; listing: TOrgListingDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(listing.title);
  const date = (value: string) => formatDate(value, lang);
  const none = t("listings.detail.none");
  const workload =
    listing.workload_min === listing.workload_max
      ? t("listings.detail.workloadSingle", { value: listing.workload_min })
      : t("listings.detail.workloadValue", { min: listing.workload_min, max: listing.workload_max });
  const salary =
    listing.salary_min === null && listing.salary_max === null
      ? t("listings.detail.salaryNone")
      : [listing.salary_min, listing.salary_max]
          .map((amount) => (amount === null ? "…" : formatChf(amount)))
          .join(" – ");
  const start =
    listing.start_kind === "by_date" && listing.start_date
      ? t("listings.start.by_date", { date: date(listing.start_date) })
      : t(`listings.start.${listing.start_kind === "by_date" ? "asap" : listing.start_kind}`);
  const contact = [listing.contact_name, listing.contact_email, listing.contact_phone].filter(Boolean);
  const extensions =
    listing.extensions_left === null
      ? t("listings.detail.extensionsUnlimited", { used: listing.extensions_used })
      : t("listings.detail.extensionsValue", { used: listing.extensions_used, left: listing.extensions_left });

  const facts: [string, ReactNode][] = [
    [t("listings.detail.job"), listing.job.title],
    [
      t("listings.detail.location"),
      listing.address
        ? [
            listing.address.label,
            `${listing.address.street} ${listing.address.house_number}`.trim(),
            `${listing.address.postal_code} ${listing.address.city}`,
          ]
            .filter(Boolean)
            .join(", ")
        : t("listings.byAgreement"),
    ],
    [t("listings.detail.country"), t(`listings.form.countries.${listing.country}`)],
    [t("listings.detail.language"), t(`jobFields.contentLanguages.${listing.language}`)],
    [t("listings.detail.employmentType"), t(`jobFields.employmentTypes.${listing.employment_type}`)],
    [t("listings.detail.remoteType"), t(`jobFields.remoteTypes.${listing.remote_type}`)],
    [t("listings.detail.workload"), workload],
    [t("listings.detail.salary"), salary],
    [
      t("listings.detail.languages"),
      listing.required_languages.length > 0
        ? listing.required_languages.map((code) => t(`jobFields.contentLanguages.${code}`)).join(", ")
        : t("listings.detail.languagesNone"),
    ],
    [t("listings.detail.start"), start],
    [t("listings.detail.questionnaire"), listing.questionnaire?.name ?? t("listings.detail.questionnaireNone")],
    [t("listings.detail.contact"), contact.length > 0 ? contact.join(" · ") : t("listings.detail.contactNone")],
    [t("listings.detail.listingUrl"), listing.listing_url ? <SafeLink href={listing.listing_url} /> : none],
    [t("listings.detail.applyUrl"), listing.apply_url ? <SafeLink href={listing.apply_url} /> : none],
    [
      t("listings.detail.picture"),
      listing.picture_url ? (
        <img
          src={listing.picture_url}
          alt={t("listings.picture.current", { title: listing.title })}
          className="h-32 w-56 rounded-lg border border-border object-cover"
        />
      ) : (
        none
      ),
    ],
  ];

  return (
    <article aria-labelledby="listing-title" className="space-y-8">
      <ListingLink scope={scope} view="list" className={backLinkClasses}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("listings.detail.backToList")}
      </ListingLink>
      <DetailHeader eyebrow={t("listings.detail.eyebrow")} title={listing.title} titleId="listing-title">
        <ListingsOrgPicker />
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <div>
            <dt className="text-sm text-muted">{t("listings.detail.status")}</dt>
            <dd className="mt-1">
              <ListingStatusBadge status={listing.status} />
            </dd>
          </div>
          {listing.published_on && listing.ends_on && (
            <div>
              <dt className="text-sm text-muted">{t("listings.detail.runtime")}</dt>
              <dd className="mt-1 font-semibold">
                {t("listings.detail.runtimeValue", { from: date(listing.published_on), to: date(listing.ends_on) })}
              </dd>
            </div>
          )}
          {listing.status === "active" && (
            <div>
              <dt className="text-sm text-muted">{t("listings.detail.remaining")}</dt>
              <dd className="mt-1 font-semibold">
                <RuntimeNote listing={listing} />
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted">{t("listings.detail.extensions")}</dt>
            <dd className="mt-1 font-semibold">{extensions}</dd>
          </div>
        </dl>
        <p className="max-w-prose text-sm text-muted">{t(`listings.statusHelp.${listing.status}`)}</p>
      </DetailHeader>

      <ListingActions scope={scope} listing={listing} />
      <WithdrawApplicationsOffer slug={scope.slug} listing={listing} />
      {listing.status !== "planned" && <ListingStatsSection slug={scope.slug} listingId={listing.id} />}

      <section aria-labelledby="listing-facts" className="space-y-3">
        <h2 id="listing-facts" className="text-xl font-semibold">
          {t("listings.detail.facts")}
        </h2>
        <dl className="grid gap-x-8 gap-y-3 rounded-lg border border-border p-4 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <TitledSection id="listing-texts" title={t("listings.detail.texts")} className="space-y-4">
        <p className="text-sm text-muted">
          {t("listings.detail.textsFrom", { title: listing.job.title })}{" "}
          <Link
            to="/$lang/org/$companyslug/jobs/$id/edit"
            params={{ lang, companyslug: scope.slug, id: String(listing.job.id) }}
            className="text-accent underline"
          >
            {t("listings.detail.editJob")}
          </Link>
        </p>
        {JOB_TEXT_FIELDS.map((field) =>
          listing.job[field].trim() ? (
            <section key={field} aria-labelledby={`text-${field}`} className="space-y-2">
              <h3 id={`text-${field}`} className="font-semibold">
                {t(`listings.wizard.texts.${field}`)}
              </h3>
              <UserMarkdown text={listing.job[field]} headingLevel={4} />
            </section>
          ) : null,
        )}
      </TitledSection>
    </article>
  );
}

/** An address the company entered, as a link that opens elsewhere (http(s) only: the contract checks it). */
function SafeLink({ href }: { href: string }) {
  const safe = /^https?:\/\//i.test(href);
  if (!safe) return <span>{href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="text-accent underline wrap-anywhere"
    >
      {href}
    </a>
  );
}

/** The actions the listing's status allows; a refusal of the plan shows which plan lifts it. */
function ListingActions({ scope, listing }: { scope: ListingsScope; listing: TOrgListingDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const plan = usePlanOf(scope.slug);
  const update = useUpdateListing(scope.slug, listing.id);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<{ limit?: TPlanLimit; message: string } | null>(null);
  const can = (to: TListingStatus) => listingTransitionAllowed(listing.status, to);

  const change = (to: TListingStatus, done: "published" | "cancelled" | "ended") => {
    setRefusal(null);
    update.mutate(statusChangeRequest(listing, to), {
      onSuccess: (saved) => toast.success(t(`listings.detail.${done}`, { title: saved.title })),
      onError: (error) => {
        setRefusal({
          limit: planLimitOf(error),
          message: error instanceof ServiceError ? error.detail : t("listings.detail.failed"),
        });
        // Someone else changed the listing since this page showed it: show what it is now (ADR 088).
        if (isStaleError(error))
          void queryClient.invalidateQueries({ queryKey: listingQueryOptions(scope.slug, listing.id).queryKey });
      },
    });
  };

  return (
    <TitledSection
      id="listing-actions"
      title={t("listings.detail.actions")}
      className="space-y-3"
      headingClassName="sr-only"
    >
      <div className="flex flex-wrap gap-3">
        {listing.status !== "archived" && (
          <ListingLink scope={scope} view="edit" id={listing.id} className={buttonClasses("primary")}>
            <Pencil aria-hidden="true" className="size-5" />
            {t("listings.detail.edit")}
          </ListingLink>
        )}
        {can("active") && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={update.isPending}>
                <Rocket aria-hidden="true" className="size-5" />
                {t("listings.detail.publishNow")}
              </Button>
            }
            title={t("listings.detail.publishTitle", { title: listing.title })}
            description={t("listings.detail.publishText")}
            confirmLabel={t("listings.detail.publishNow")}
            onConfirm={() => change("active", "published")}
          />
        )}
        {listing.status === "active" && (
          <ListingLink scope={scope} view="extend" id={listing.id} className={buttonClasses("secondary")}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t("listings.detail.extend")}
          </ListingLink>
        )}
        {can("archived") && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={update.isPending}>
                {listing.status === "planned" ? (
                  <XCircle aria-hidden="true" className="size-5" />
                ) : (
                  <Archive aria-hidden="true" className="size-5" />
                )}
                {listing.status === "planned" ? t("listings.detail.cancel") : t("listings.detail.endEarly")}
              </Button>
            }
            title={
              listing.status === "planned"
                ? t("listings.detail.cancelTitle", { title: listing.title })
                : t("listings.detail.endTitle", { title: listing.title })
            }
            description={listing.status === "planned" ? t("listings.detail.cancelText") : t("listings.detail.endText")}
            confirmLabel={listing.status === "planned" ? t("listings.detail.cancel") : t("listings.detail.endEarly")}
            destructive
            onConfirm={() => change("archived", listing.status === "planned" ? "cancelled" : "ended")}
          />
        )}
        <ButtonLink
          to="/$lang/listings/create"
          params={{ lang }}
          search={{ copyId: listing.id }}
          variant="secondary"
          icon={Copy}
        >
          {t("listings.detail.copy")}
        </ButtonLink>
        {listing.status === "active" && (
          <ButtonLink
            {...publicListingLink(lang, listing.organization_id, listing.id)}
            variant="ghost"
            icon={ExternalLink}
          >
            {t("listings.detail.publicPage")}
          </ButtonLink>
        )}
      </div>
      {refusal &&
        (refusal.limit ? (
          <PlanLimitNotice limit={refusal.limit} plan={plan} />
        ) : (
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
            {refusal.message}
          </p>
        ))}
    </TitledSection>
  );
}
