/** The demo seeker's career experiment (seed): a hypothesis with hits in the demo data. */
import type { Tx } from "../../context";
import { insertExperiment, userIdByEmail } from "./experiments.repo";

/** A fixed uid, so the demo's link stays the same (the demo account is public anyway). */
export const DEMO_EXPERIMENT_UID = "demo-pflege-zuerich";

/** Adds the experiment to the account with this email, if it exists. */
export async function insertDemoExperiment(tx: Tx, email: string, now: Date): Promise<void> {
  const userId = await userIdByEmail(tx, email);
  if (userId === undefined) return;
  await insertExperiment(
    tx,
    {
      uid: DEMO_EXPERIMENT_UID,
      userId,
      title: "Pflege im Spital, Region Zürich",
      jobTitles: ["Pflegefachperson HF", "Fachperson Gesundheit"],
      sectors: ["Q86"],
      region: "zurich",
    },
    now,
  );
}
