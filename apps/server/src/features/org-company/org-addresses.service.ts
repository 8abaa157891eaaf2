/**
 * The organisation's addresses: work places that listings name and points on the search map.
 * Postal code and city are checked against the CH/LI postal-code list the search uses
 * (features/search, resources/ch-li-postal-codes.csv) and geocoded from it: the point and the
 * canton come from the list, never from the client.
 */
import {
  ADDRESS_LIMITS,
  foldPlace,
  ORG_COMPANY_ERROR_CODES,
  type TOrgAddressInput,
  type TOrgAddressUpdate,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { FieldError, foundOr404, NotFoundError, requireCurrentRevision, ServiceError } from "../../errors";
import type { OrgContext } from "../orgs/orgs.types";
import { lockOrganization } from "../orgs/orgs.service";
import { suggestLocations } from "../search/search.service";
import {
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
  liveListingsAt,
  liveListingsByAddress,
  lockAddress,
  updateAddress,
  type AddressValues,
  type AddressWithListings,
  type LiveListing,
} from "./org-company.repo";
import "./org-company.messages"; // registers the feature's texts (i18n/messages.ts)

/** "Lausanne 25" (a delivery district of 1000) is Lausanne too. */
function baseLocality(city: string): string {
  return city.replace(/\s+\d+$/, "");
}

/** Where an address is, by the postal-code list; refuses a code it lacks, a city not of the code, a wrong country. */
export function locate(input: Pick<TOrgAddressInput, "postal_code" | "city" | "country">) {
  const postalCode = input.postal_code;
  const entries = /^\d{4}$/.test(postalCode)
    ? suggestLocations(postalCode, 20).filter((place) => place.postal_code === postalCode)
    : [];
  if (entries.length === 0) {
    throw FieldError.at("body", ["postal_code"], "orgCompanyPostalCodeUnknown", { postalCode });
  }
  const wanted = foldPlace(input.city);
  for (const place of entries) {
    const name = [place.city, baseLocality(place.city)].find((candidate) => foldPlace(candidate) === wanted);
    if (!name) continue;
    if (place.country !== input.country) {
      const key = place.country === "LI" ? "orgCompanyCountryMismatchLI" : "orgCompanyCountryMismatchCH";
      throw FieldError.at("body", ["country"], key, { postalCode });
    }
    return { city: name, canton: place.canton, country: place.country, lat: place.lat, lng: place.lng };
  }
  const cities = [...new Set(entries.map((place) => baseLocality(place.city)))].join(", ");
  throw FieldError.at("body", ["city"], "orgCompanyCityMismatch", { postalCode, cities, city: input.city });
}

function valuesOf(input: TOrgAddressInput): AddressValues {
  return {
    label: input.label,
    street: input.street,
    houseNumber: input.house_number,
    postalCode: input.postal_code,
    ...locate(input),
  };
}

/** Every address of the organisation, each with the planned and active listings working there. */
export async function listOrgAddresses(ctx: AppContext, org: OrgContext): Promise<AddressWithListings[]> {
  const [rows, live] = await Promise.all([
    listAddresses(ctx.db, org.organization.id),
    liveListingsByAddress(ctx.db, org.organization.id),
  ]);
  return rows.map((address) => ({ address, listings: live.filter((listing) => listing.addressId === address.id) }));
}

/** «Title», «Title», … for a refusal: the first five, then "…". */
function titlesOf(live: LiveListing[]): string {
  const shown = live.slice(0, 5).map((listing) => `«${listing.title}»`);
  if (live.length > shown.length) shown.push("…");
  return shown.join(", ");
}

/** The columns that say where an address is; the label only names it. */
const PLACE_COLUMNS = ["street", "houseNumber", "postalCode", "city", "country"] as const;

export async function createAddress(
  ctx: AppContext,
  org: OrgContext,
  input: TOrgAddressInput,
): Promise<AddressWithListings> {
  const values = valuesOf(input);
  return inTransaction(ctx, async (tx) => {
    // Locked, so parallel additions cannot pass the limit together.
    await lockOrganization(tx, org.organization.id);
    if ((await countAddresses(tx.db, org.organization.id)) >= ADDRESS_LIMITS.perOrganization) {
      throw new ServiceError(ORG_COMPANY_ERROR_CODES.addressLimit, "orgCompanyAddressLimit", {
        limit: ADDRESS_LIMITS.perOrganization,
      });
    }
    const now = tx.now();
    const address = await insertAddress(tx.db, org.organization.id, { ...values, createdAt: now, updatedAt: now });
    return { address, listings: [] };
  });
}

/**
 * Changes an address. A change of its place moves the planned and active listings working there
 * (their work place and point on the map): unless the request confirms it (`move_listings`), it
 * is refused with ServiceError address_moves_listings naming them, and nothing changes (ADR 057).
 * A new label alone moves nothing. A save made from an older revision is refused as stale (ADR 088).
 */
export async function editAddress(
  ctx: AppContext,
  org: OrgContext,
  addressId: number,
  input: TOrgAddressUpdate,
): Promise<AddressWithListings> {
  const values = valuesOf(input);
  return inTransaction(ctx, async (tx) => {
    // Locked, so a listing cannot be given this address between the check and the change unseen.
    const address = foundOr404(await lockAddress(tx.db, org.organization.id, addressId));
    requireCurrentRevision(address, input.revision);
    const live = await liveListingsAt(tx.db, org.organization.id, addressId);
    const moves = PLACE_COLUMNS.some((column) => values[column] !== address[column]);
    if (moves && live.length > 0 && !input.move_listings) {
      throw new ServiceError(ORG_COMPANY_ERROR_CODES.addressMovesListings, "orgCompanyAddressMovesListings", {
        count: live.length,
        titles: titlesOf(live),
      });
    }
    const updated = await updateAddress(tx.db, org.organization.id, addressId, { ...values, updatedAt: tx.now() });
    if (!updated) throw new NotFoundError("notFound");
    return { address: updated, listings: live };
  });
}

/**
 * Deletes an address. One that a planned or active listing names as its work place is refused
 * (ServiceError address_in_use, naming the listings): moving or ending them is the employer's
 * call. Archived listings keep their text; their work place becomes unknown.
 */
export async function removeAddress(ctx: AppContext, org: OrgContext, addressId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    foundOr404(await lockAddress(tx.db, org.organization.id, addressId));
    const live = await liveListingsAt(tx.db, org.organization.id, addressId);
    if (live.length > 0) {
      throw new ServiceError(ORG_COMPANY_ERROR_CODES.addressInUse, "orgCompanyAddressInUse", {
        count: live.length,
        titles: titlesOf(live),
      });
    }
    await deleteAddress(tx.db, org.organization.id, addressId);
  });
}
