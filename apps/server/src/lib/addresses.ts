import type { TPublicAddress } from "@jobatlas/contract";
import type { addresses } from "../db/schema";

type AddressRow = typeof addresses.$inferSelect;

/** The postal fields of an address in the API's words: what every answer that shows an address carries. */
export function presentPostalAddress(
  address: Pick<AddressRow, "id" | "label" | "street" | "houseNumber" | "postalCode" | "city" | "country">,
) {
  return {
    id: address.id,
    label: address.label,
    street: address.street,
    house_number: address.houseNumber,
    postal_code: address.postalCode,
    city: address.city,
    country: address.country,
  };
}

/** A whole address in the API's words: its postal fields with its canton and point. */
export function presentPlacedAddress(address: AddressRow): TPublicAddress {
  return { ...presentPostalAddress(address), canton: address.canton, lat: address.lat, lng: address.lng };
}
