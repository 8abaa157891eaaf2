import type { TOrgListingDetail } from "@jobatlas/contract";
import type { Page } from "@playwright/test";
import { orgCall, uniqueWord } from "../support/org-api";

export { orgCall, uniqueWord };

/** A job (active, German texts), an address in Zürich and a questionnaire of the organisation, through the API. */
export async function prepareOrganization(page: Page, slug: string, jobTitle: string) {
  const job = await orgCall<{ id: number; title: string }>(page, slug, "POST", "/capi/org/jobs", {
    title: jobTitle,
    language: "de",
    status: "active",
    role_and_responsibilities: "Sie backen **Brot** und Gipfeli.",
    requirements: "- Lehre als Bäcker/in EFZ",
    team_description: "Ein Team von sechs Personen.",
    benefits: "Fünf Wochen Ferien.",
  });
  const address = await orgCall<{ id: number; city: string }>(page, slug, "POST", "/capi/org/addresses", {
    label: "Backstube",
    street: "Hardstrasse",
    house_number: "201",
    postal_code: "8005",
    city: "Zürich",
  });
  const questionnaire = await orgCall<{ id: number; name: string }>(page, slug, "POST", "/capi/org/questionnaires", {
    name: `Frühschicht ${uniqueWord("q")}`,
    questions: [{ type: "single_select", text: "Kannst du um 4 Uhr beginnen?", options: ["Ja", "Nein"] }],
  });
  return { job, address, questionnaire };
}

/** A planned listing of `jobId` through the API (publish date in a week). */
export async function createPlannedListing(page: Page, slug: string, body: Record<string, unknown>) {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return orgCall<TOrgListingDetail>(page, slug, "POST", "/capi/org/listings", {
    address_id: null,
    published_on: inAWeek,
    ...body,
  });
}
