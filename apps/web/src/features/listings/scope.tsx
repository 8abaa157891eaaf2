import { idFromText } from "@jobatlas/contract";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useLanguage } from "@/components/layout/use-language";
import type { ListingsFilters } from "./api/listings";

/**
 * Where a listings screen lives: under org/{slug}/listings (the organisation of the path), or
 * at the top level listings/… (the user's current organisation, `slug` too). The screens are the
 * same; their links stay in their area.
 */
export type ListingsScope = { slug: string; area: "org" | "top" };

export type ListingView = "list" | "detail" | "edit" | "extend";

/** A link to a listings screen of the scope's area. */
export function ListingLink({
  scope,
  view,
  id,
  search,
  className,
  children,
  ...rest
}: {
  scope: ListingsScope;
  view: ListingView;
  id?: number;
  search?: ListingsFilters;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const lang = useLanguage();
  const common = { className, ...rest };
  const listing = String(id ?? 0);
  if (scope.area === "org") {
    const params = { lang, companyslug: scope.slug };
    if (view === "list")
      return (
        <Link to="/$lang/org/$companyslug/listings" params={params} search={search ?? {}} {...common}>
          {children}
        </Link>
      );
    const to =
      view === "edit"
        ? "/$lang/org/$companyslug/listings/$id/edit"
        : view === "extend"
          ? "/$lang/org/$companyslug/listings/$id/extend"
          : "/$lang/org/$companyslug/listings/$id";
    return (
      <Link to={to} params={{ ...params, id: listing }} {...common}>
        {children}
      </Link>
    );
  }
  if (view === "list")
    return (
      <Link to="/$lang/listings" params={{ lang }} search={search ?? {}} {...common}>
        {children}
      </Link>
    );
  const to =
    view === "edit"
      ? "/$lang/listings/$id/edit"
      : view === "extend"
        ? "/$lang/listings/$id/extend"
        : "/$lang/listings/$id";
  return (
    <Link to={to} params={{ lang, id: listing }} {...common}>
      {children}
    </Link>
  );
}

/** Goes to a listings screen of the scope's area. */
export function useListingsNavigate(scope: ListingsScope) {
  const navigate = useNavigate();
  const lang = useLanguage();
  return (view: Exclude<ListingView, "list">, id: number) => {
    const listing = String(id);
    if (scope.area === "org") {
      const params = { lang, companyslug: scope.slug, id: listing };
      if (view === "edit") return navigate({ to: "/$lang/org/$companyslug/listings/$id/edit", params });
      if (view === "extend") return navigate({ to: "/$lang/org/$companyslug/listings/$id/extend", params });
      return navigate({ to: "/$lang/org/$companyslug/listings/$id", params });
    }
    const params = { lang, id: listing };
    if (view === "edit") return navigate({ to: "/$lang/listings/$id/edit", params });
    if (view === "extend") return navigate({ to: "/$lang/listings/$id/extend", params });
    return navigate({ to: "/$lang/listings/$id", params });
  };
}

/** A listing id of a path (`listings/{id}`): a positive whole number, else undefined (no request is made). */
export function listingPathId(value: string): number | undefined {
  return idFromText(value);
}
