import type { Db } from "../client";

export interface SeedSummary {
  organizations: number;
  listings: number;
}

/** Seeds the demo data when the database holds no organisation yet; null when there was data already. */
export async function seedDemoDataIfEmpty(_db: Db): Promise<SeedSummary | null> {
  return null;
}
