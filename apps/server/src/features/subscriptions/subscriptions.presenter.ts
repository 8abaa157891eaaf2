import type { TSubscription } from "@jobatlas/contract";
import type { SubscriptionRow } from "./subscriptions.repo";

/** A subscription as its seeker sees it (never the address of a visitor or a token). */
export function presentSubscription(row: SubscriptionRow): TSubscription {
  return {
    id: row.id,
    query: row.query,
    location: row.locationLabel,
    lat: row.lat,
    lng: row.lng,
    radius_km: row.radiusKm,
    sectors: row.sectors,
    workload_min: row.workloadMin,
    workload_max: row.workloadMax,
    frequency: row.frequency,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_mailed_at: row.lastMailedAt?.toISOString() ?? null,
  };
}
