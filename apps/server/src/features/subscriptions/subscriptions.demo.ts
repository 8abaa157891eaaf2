/** The demo seeker's job alert (seed): a daily alert in the Zurich region, so user/subscriptions is not empty. */
import type { Tx } from "../../context";
import { places } from "../search/places";
import { insertSubscription, userIdOfEmail } from "./subscriptions.repo";

/** Adds the alert to the account with this email, if it exists. Listings seeded with it do not alert it. */
export async function insertDemoSubscription(tx: Tx, email: string, now: Date): Promise<void> {
  const user = await userIdOfEmail(tx, email);
  const place = places().resolve("Zürich");
  if (!user || !place) return;
  await insertSubscription(tx, {
    userId: user.id,
    email: null,
    language: user.language,
    query: "Pflegefachperson",
    locationLabel: place.label,
    lat: place.lat,
    lng: place.lng,
    radiusKm: 25,
    sectors: ["Q86"],
    frequency: "daily",
    active: true,
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}
