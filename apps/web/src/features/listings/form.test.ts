import { ZCreateListingRequest, ZUpdateListingRequest, type TOrgListingDetail } from "@jobatlas/contract";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import {
  emptyListingForm,
  followedTitle,
  formFromListing,
  listingFormIssues,
  mainAddressId,
  statusChangeRequest,
  toCreateRequest,
  toUpdateRequest,
  type ListingFormValues,
} from "./form";
import { zurichToday } from "@/lib/format";

afterEach(() => applyLanguage("de"));

const TODAY = "2026-03-10";
const create = { mode: "create" as const, today: TODAY };
const issuesOf = (values: Partial<ListingFormValues>, options = create) =>
  Object.fromEntries(
    listingFormIssues({ ...emptyListingForm(), title: "Bäcker/in", job_title: "Bäcker/in", ...values }, options).map(
      (issue) => [issue.field, issue.message],
    ),
  );

const listing: TOrgListingDetail = {
  id: 7,
  organization_id: 3,
  status: "planned",
  title: "Bäcker/in EFZ",
  language: "de",
  job: {
    id: 11,
    title: "Bäcker/in",
    status: "active",
    role_and_responsibilities: "",
    requirements: "",
    team_description: "",
    benefits: "",
  },
  address: {
    id: 5,
    label: "",
    street: "Hardstrasse",
    house_number: "1",
    postal_code: "8005",
    city: "Zürich",
    country: "CH",
  },
  location_by_agreement: false,
  country: "CH",
  picture_url: null,
  published_on: "2026-03-20",
  ends_on: "2026-04-18",
  remaining_days: null,
  extensions_used: 0,
  extensions_left: 1,
  extension: { ends_on: null, refused_by: "extensionsPerListing" },
  start_kind: "by_date",
  start_date: "2026-05-01",
  employment_type: "part_time",
  remote_type: "hybrid",
  workload_min: 60,
  workload_max: 80,
  salary_min: 60000,
  salary_max: null,
  required_languages: ["de", "fr"],
  listing_url: null,
  apply_url: "https://example.ch/apply",
  questionnaire: { id: 9, name: "Frühschicht" },
  contact_name: "Erika Muster",
  contact_email: "erika@example.ch",
  contact_phone: null,
  created_at: "2026-03-01T08:00:00.000Z",
  updated_at: "2026-03-01T08:00:00.000Z",
  revision: 1,
};

describe("the listing form's checks", () => {
  it("accepts the defaults of a blank listing published now", () => {
    expect(issuesOf({})).toEqual({});
  });

  it("checks each field with the contract's schema, in the page's language", () => {
    applyLanguage("en");
    expect(
      issuesOf({ title: "x", job_title: "", workload_min: "120", contact_email: "nope", apply_url: "ftp://x" }),
    ).toEqual({
      title: "Enter at least 2 characters.",
      job_title: "Required.",
      workload_min: "Enter a number of at most 100.",
      contact_email: "Enter a valid email address.",
      apply_url: "Enter a valid URL.",
    });
    applyLanguage("de");
    expect(issuesOf({ title: "x" })).toEqual({ title: "Gib mindestens 2 Zeichen ein." });
  });

  it("asks for what a choice needs: a job, an address, a start date, a publish date today or later", () => {
    applyLanguage("en");
    expect(
      issuesOf({
        template: "job",
        job_id: "",
        location: "address",
        address_id: "",
        start_kind: "by_date",
        start_date: "",
        publish: "date",
        published_on: "",
      }),
    ).toEqual({
      job_id: "Required.",
      address_id: "Required.",
      start_date: "Required.",
      published_on: "Required.",
    });
    expect(issuesOf({ publish: "date", published_on: "2026-03-09" })).toEqual({
      published_on: "The publish date must be today or later.",
    });
    expect(issuesOf({ publish: "date", published_on: TODAY })).toEqual({});
    // A published listing's date is not the form's to check.
    expect(
      issuesOf({ publish: "date", published_on: "2026-01-01" }, {
        mode: "edit",
        today: TODAY,
        published: true,
      } as never),
    ).toEqual({});
  });

  it("applies the contract's rules across fields: maximum not below minimum", () => {
    applyLanguage("en");
    expect(issuesOf({ workload_min: "90", workload_max: "80", salary_min: "90000", salary_max: "80000" })).toEqual({
      workload_max: "The maximum must not be below the minimum.",
      salary_max: "The maximum must not be below the minimum.",
    });
  });
});

describe("the request bodies", () => {
  it("creates with a new job from the blank template, or with the chosen job", () => {
    const blank = toCreateRequest({
      ...emptyListingForm(),
      title: " Bäcker/in ",
      job_title: "Bäcker/in EFZ",
      role_and_responsibilities: "**Brot**",
      salary_min: "",
      contact_email: " ",
    });
    expect(ZCreateListingRequest.parse(blank)).toMatchObject({
      title: "Bäcker/in",
      status: "active",
      published_on: null,
      address_id: null,
      salary_min: null,
      contact_email: null,
      job: { title: "Bäcker/in EFZ", language: "de", role_and_responsibilities: "**Brot**" },
    });
    expect(blank).not.toHaveProperty("job_id");

    const fromJob = toCreateRequest({
      ...emptyListingForm(),
      template: "job",
      job_id: "11",
      title: "Bäcker/in",
      publish: "date",
      published_on: "2026-03-20",
      location: "address",
      address_id: "5",
      questionnaire_id: "9",
    });
    expect(ZCreateListingRequest.parse(fromJob)).toMatchObject({
      job_id: 11,
      status: "planned",
      published_on: "2026-03-20",
      address_id: 5,
      questionnaire_id: 9,
    });
    expect(fromJob).not.toHaveProperty("job");
  });

  it("edits the whole listing, and changes a status alone with every field kept", () => {
    const values = formFromListing(listing, "job");
    expect(values).toMatchObject({ publish: "date", published_on: "2026-03-20", address_id: "5", salary_max: "" });
    const update = ZUpdateListingRequest.parse(toUpdateRequest(listing, { ...values, title: "Neu" }));
    expect(update).toMatchObject({ id: 7, status: "planned", job_id: 11, title: "Neu", questionnaire_id: 9 });
    const publish = ZUpdateListingRequest.parse(statusChangeRequest(listing, "active"));
    expect(publish).toMatchObject({
      id: 7,
      status: "active",
      title: "Bäcker/in EFZ",
      start_date: "2026-05-01",
      required_languages: ["de", "fr"],
      apply_url: "https://example.ch/apply",
      contact_name: "Erika Muster",
    });
  });

  it("copies a listing as a new one: published now, no publish date of the original", () => {
    expect(formFromListing({ ...listing, status: "archived" }, "copy")).toMatchObject({
      template: "copy",
      job_id: "11",
      publish: "now",
      published_on: "",
      title: "Bäcker/in EFZ",
    });
  });

  it("knows today in Zurich", () => {
    expect(zurichToday(new Date("2026-03-10T22:59:00Z"))).toBe("2026-03-10");
    expect(zurichToday(new Date("2026-03-10T23:00:00Z"))).toBe("2026-03-11");
  });
});

describe("the wizard's title and place of work (issue 24 point 19)", () => {
  it("fills the listing's title from the job title until the employer writes their own", () => {
    // Typing the job title letter by letter: the empty title follows each change.
    let title = "";
    let jobTitle = "";
    for (const next of ["B", "Bä", "Bäcker/in"]) {
      title = followedTitle(title, jobTitle, next);
      jobTitle = next;
    }
    expect(title).toBe("Bäcker/in");
    // A title of their own stays when the job title (or the chosen job) changes.
    title = "Bäcker/in EFZ 80–100 %";
    expect(followedTitle(title, jobTitle, "Bäcker/in EFZ")).toBe("Bäcker/in EFZ 80–100 %");
    // Emptied, it follows again.
    expect(followedTitle(" ", jobTitle, "Konditor/in")).toBe("Konditor/in");
  });

  it("places the work at the organisation's main address: its first one", () => {
    expect(mainAddressId([{ id: 12 }, { id: 4 }, { id: 9 }])).toBe(4);
    expect(mainAddressId([])).toBeUndefined();
  });
});
