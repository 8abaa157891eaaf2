/**
 * What the fuzzer's requests find: one organisation with a member and jobs, listings, a
 * questionnaire, applications, invites and contact requests; one seeker who applied; one foreign
 * organisation. Their ids, tokens and emails seed the pools the generator draws from; the ids of
 * what the fuzzed calls create are added as they answer.
 */
import { contactRequests, candidateInvites } from "../../db/schema";
import { hashToken, newToken } from "../../lib/secrets";
import {
  buildAddress,
  buildApplication,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildSession,
  type BuiltMember,
  type Organization,
  type User,
} from "../factories";
import { CSRF_TOKEN, type TestApp } from "../test-app";

export const PERSONAS = ["anonymous", "seeker", "foreign", "member"] as const;
/** How often each persona sends: the signed-in ones reach further into the services. */
export const PERSONA_WEIGHTS: Record<(typeof PERSONAS)[number], number> = {
  anonymous: 2,
  seeker: 3,
  foreign: 3,
  member: 4,
};
export type Persona = (typeof PERSONAS)[number];

/** Values the generator may pick for a field or parameter, by kind ("listing", "token", "email" …). */
export class Pools {
  private readonly byKind = new Map<string, (string | number)[]>();

  add(kind: string, value: string | number): void {
    const pool = this.byKind.get(kind) ?? [];
    // A bounded pool keeps generation cheap; the first (fixture) values stay.
    if (!pool.includes(value) && pool.length < 60) pool.push(value);
    this.byKind.set(kind, pool);
  }

  get(kind: string): readonly (string | number)[] {
    return this.byKind.get(kind) ?? [];
  }

  /** Every numeric id of any kind: an id of the wrong kind is a good probe too. */
  allIds(): number[] {
    return [...this.byKind.values()].flat().filter((v): v is number => typeof v === "number");
  }
}

/** The kind of thing a field or parameter names: `listing_id` → listing, `id` under /companies → organization. */
export function kindOf(name: string, path = ""): string | undefined {
  const lower = name.toLowerCase();
  if (lower.includes("email")) return "email";
  if (lower === "uid") return "uid";
  if (lower.includes("token")) return "token";
  if (lower === "x-organization") return "slug";
  // other names (company_size, job_title …) are no references
  if (lower !== "id" && !/_ids?$/.test(lower)) return undefined;
  let base = lower.replace(/_ids?$/, "");
  if (lower === "id") {
    const segments = path.split("/").filter((s) => s && !s.startsWith("{") && s !== "capi");
    base = segments[segments.length - 1] ?? "";
  }
  if (base.includes("attachment")) return "attachment";
  if (/^(compan|organi[sz]ation|org)/.test(base)) return "organization";
  if (/^(seeker|user|member)/.test(base)) return "user";
  for (const kind of [
    "listing",
    "job",
    "application",
    "address",
    "questionnaire",
    "question",
    "candidate_invite",
    "invite",
    "subscription",
    "notification",
    "attachment",
    "experiment",
    "source",
  ]) {
    if (base.startsWith(kind)) return kind;
  }
  return lower.endsWith("_id") || lower === "id" ? "id" : undefined;
}

export interface Fixtures {
  organization: Organization;
  foreign: Organization;
  seeker: User;
  pools: Pools;
}

export async function buildFixtures(t: TestApp): Promise<Fixtures> {
  const pools = new Pools();
  const owner = await buildOrganization(t, { plan: "pro" });
  const { organization } = owner;
  const foreignMember = await buildOrganization(t, { plan: "free" });
  const seeker = (await buildSession(t)).user;
  const address = await buildAddress(t, { organization });
  const job = await buildJob(t, { organization });
  const archivedJob = await buildJob(t, { organization, status: "archived" });
  const questionnaire = await buildQuestionnaire(t, { organization });
  const listing = await buildListing(t, { job, addressId: address.id, questionnaireId: questionnaire.id });
  const archived = await buildListing(t, { job: archivedJob, status: "archived" });
  const foreignListing = await buildListing(t, { organization: foreignMember.organization });
  const statusToken = newToken();
  const applications = [
    await buildApplication(t, { listing, userId: seeker.id }),
    await buildApplication(t, { listing, statusTokenHash: hashToken(statusToken) }),
    await buildApplication(t, { organization }),
    await buildApplication(t, { listing: foreignListing }),
  ];
  const inviteToken = newToken();
  const contactToken = newToken();
  const now = t.now();
  const inAWeek = new Date(now.getTime() + 7 * 86_400_000);
  const [invite] = await t.database.db
    .insert(candidateInvites)
    .values({
      organizationId: organization.id,
      listingId: listing.id,
      email: "invited@example.ch",
      name: "Ina Invited",
      tokenHash: hashToken(inviteToken),
      expiresAt: inAWeek,
    })
    .returning();
  await t.database.db.insert(contactRequests).values({
    applicationId: applications[0]!.id,
    message: "Dürfen wir Sie anrufen?",
    tokenHash: hashToken(contactToken),
    expiresAt: inAWeek,
  });

  for (const org of [organization, foreignMember.organization]) {
    pools.add("organization", org.id);
    pools.add("slug", org.slug);
  }
  for (const user of [owner.user, foreignMember.user, seeker]) {
    pools.add("user", user.id);
    pools.add("email", user.email);
  }
  pools.add("email", "invited@example.ch");
  pools.add("address", address.id);
  for (const j of [job, archivedJob]) pools.add("job", j.id);
  for (const l of [listing, archived, foreignListing]) pools.add("listing", l.id);
  pools.add("questionnaire", questionnaire.id);
  for (const q of questionnaire.questions) pools.add("question", q.id);
  for (const a of applications) {
    pools.add("application", a.id);
    pools.add("email", a.email);
  }
  if (invite) pools.add("candidate_invite", invite.id);
  for (const token of [statusToken, inviteToken, contactToken]) pools.add("token", token);
  return { organization, foreign: foreignMember.organization, seeker, pools };
}

export type PersonaHeaders = Record<Persona, Record<string, string>>;

/**
 * Fresh sessions for one operation's runs, so that a logout or a deletion in one operation leaves the
 * next one signed in: the seeker (the same user, rebuilt if a run deleted the account), the foreign
 * organisation's new owner, and a new owner of the fixture organisation.
 */
export async function personaHeaders(t: TestApp, fixtures: Fixtures): Promise<PersonaHeaders> {
  const seeker = await buildSession(t, { user: fixtures.seeker }).catch(async () => {
    const rebuilt = await buildSession(t);
    fixtures.seeker = rebuilt.user;
    fixtures.pools.add("user", rebuilt.user.id);
    return rebuilt;
  });
  const foreign: BuiltMember = await buildMember(t, fixtures.foreign, { role: "owner" });
  const member: BuiltMember = await buildMember(t, fixtures.organization, { role: "owner" });
  return {
    anonymous: { cookie: `csrftoken=${CSRF_TOKEN}`, "x-csrftoken": CSRF_TOKEN },
    seeker: { ...seeker.headers },
    foreign: { ...foreign.headers },
    member: { ...member.headers },
  };
}
