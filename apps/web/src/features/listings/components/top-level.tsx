import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { ScreenFrame } from "@/components/ui/screen-frame";
import { useSession } from "@/lib/session";
import { currentOrganizationQueryOptions, useChooseOrganization } from "../api/listings";
import { ListingLink, type ListingsScope } from "../scope";

const PickerContext = createContext<ReactNode>(null);

/** The organisation picker of the top-level screens (nothing under org/{slug}, or for one organisation). */
export function ListingsOrgPicker() {
  return <>{useContext(PickerContext)}</>;
}

/** The header of a screen about one listing (edit, extend): its title, the intro and the picker. */
export function ListingScreenHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-prose text-muted">{intro}</p>
      <ListingsOrgPicker />
    </header>
  );
}

/** The way from a listing's edit or extend screen back to its detail screen. */
export function BackToListing({ scope, id, children }: { scope: ListingsScope; id: number; children: ReactNode }) {
  return (
    <ListingLink
      scope={scope}
      view="detail"
      id={id}
      className="inline-flex min-h-11 items-center px-4 text-accent underline"
    >
      {children}
    </ListingLink>
  );
}

/**
 * The top-level listings screens (listings, listings/{id}…, listings/create) show the same UI as
 * the org ones, for the user's current organisation: the last used one (GET /capi/org without
 * X-Organization), with a picker when the user belongs to several (ADR 018).
 */
export function TopLevelListings({
  screen,
  children,
}: {
  screen: ScreenKey;
  children: (scope: ListingsScope) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const organizations = session.data?.organizations ?? [];
  const current = useQuery({ ...currentOrganizationQueryOptions(), enabled: organizations.length > 0 });

  if (session.isSuccess && organizations.length === 0) {
    return (
      <ScreenFrame screen={screen}>
        <p className="text-muted">{t("listings.organization.none")}</p>
        <Link to="/$lang/account/signup/company" params={{ lang }} className="text-accent underline">
          {t("listings.organization.noneLink")}
        </Link>
      </ScreenFrame>
    );
  }
  if (current.isError) {
    return (
      <ScreenFrame screen={screen}>
        <p role="alert">{t("listings.organization.failed")}</p>
      </ScreenFrame>
    );
  }
  if (!current.data) {
    return (
      <ScreenFrame screen={screen}>
        <p role="status" className="text-muted">
          {t("listings.organization.loading")}
        </p>
      </ScreenFrame>
    );
  }
  const slug = current.data.slug;
  return (
    <PickerContext.Provider value={organizations.length > 1 ? <OrganizationPicker slug={slug} /> : null}>
      {/* A new organisation is a new screen: its forms and lists start afresh. */}
      <div key={slug}>{children({ slug, area: "top" })}</div>
    </PickerContext.Provider>
  );
}

function OrganizationPicker({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const choose = useChooseOrganization();
  const organizations = session.data?.organizations ?? [];
  return (
    <LabelledSelect
      label={t("listings.organization.label")}
      hint={t("listings.organization.hint")}
      className="flex flex-wrap items-center gap-3"
      selectClassName="w-auto! max-w-full min-w-56"
      value={slug}
      disabled={choose.isPending}
      onChange={(event) => choose.mutate(event.target.value)}
    >
      {organizations.map((organization) => (
        <option key={organization.slug} value={organization.slug}>
          {organization.name}
        </option>
      ))}
    </LabelledSelect>
  );
}
