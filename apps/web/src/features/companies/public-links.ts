import type { TLanguage } from "@jobatlas/contract";
import { linkOptions } from "@tanstack/react-router";

/** Where a listing's public page is (company/{id}/job/{id}), for a `Link` or a `ButtonLink`. */
export function publicListingLink(lang: TLanguage, companyId: number, listingId: number) {
  return linkOptions({
    to: "/$lang/company/$companyId/job/$listingId",
    params: { lang, companyId: String(companyId), listingId: String(listingId) },
  });
}
