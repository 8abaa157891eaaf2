import { DATA_EXPORT_FORMAT, type TDataExport } from "@jobatlas/contract";
import type {
  answersOf,
  applicationRatingsOf,
  applicationRowsOf,
  attachmentsOf,
  contactRequestsOf,
  experimentsOf,
  findSeekerProfile,
  findUser,
  hiddenEmployersOf,
  likesOf,
  membershipsOf,
  poolGrantsOf,
  ratingsOf,
  sessionsOf,
  subscriptionsOf,
  ztdiResultsOf,
} from "./data-rights.repo";

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Everything read for an export, as the repo returns it. */
export interface ExportRows {
  email: string;
  user: Rows<typeof findUser> | null;
  profile: Rows<typeof findSeekerProfile> | null;
  likes: Rows<typeof likesOf>;
  hiddenEmployers: Rows<typeof hiddenEmployersOf>;
  applications: Rows<typeof applicationRowsOf>;
  answers: Rows<typeof answersOf>;
  attachments: Rows<typeof attachmentsOf>;
  contactRequests: Rows<typeof contactRequestsOf>;
  applicationRatings: Rows<typeof applicationRatingsOf>;
  grants: Rows<typeof poolGrantsOf>;
  subscriptions: Rows<typeof subscriptionsOf>;
  experiments: Rows<typeof experimentsOf>;
  ratings: Rows<typeof ratingsOf>;
  ztdiResults: Rows<typeof ztdiResultsOf>;
  sessions: Rows<typeof sessionsOf>;
  memberships: Rows<typeof membershipsOf>;
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The export's document: no ids of other people, no token hashes, no file bytes (ADR 030). */
export function presentExport(rows: ExportRows, now: Date): TDataExport {
  const { user, profile } = rows;
  return {
    format: DATA_EXPORT_FORMAT,
    exported_at: iso(now),
    email: rows.email,
    account: user
      ? {
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          language: user.language,
          has_picture: user.pictureId !== null,
          email_verified_at: isoOrNull(user.emailVerifiedAt),
          created_at: iso(user.createdAt),
        }
      : null,
    seeker_profile: profile
      ? {
          job_titles: profile.jobTitles,
          about: profile.about,
          skills: profile.skills,
          sectors: profile.sectors,
          workload_min: profile.workloadMin,
          workload_max: profile.workloadMax,
          remote_types: profile.remoteTypes,
          region: profile.region,
          updated_at: iso(profile.updatedAt),
        }
      : null,
    likes: rows.likes.map((l) => ({ company_id: l.companyId, company_name: l.companyName, liked_at: iso(l.likedAt) })),
    hidden_employers: rows.hiddenEmployers.map((h) => ({
      company_id: h.companyId,
      company_name: h.companyName,
      hidden_at: iso(h.hiddenAt),
    })),
    applications: rows.applications.map(({ application: a, companyName, listingTitle, jobTitle }) => ({
      id: a.id,
      organization: { id: a.organizationId, name: companyName },
      position: listingTitle ?? jobTitle ?? null,
      origin: a.origin,
      status: a.status,
      closed_by: a.closedBy,
      closed_at: isoOrNull(a.closedAt),
      created_at: iso(a.createdAt),
      seen_at: isoOrNull(a.firstSeenAt),
      answered_at: isoOrNull(a.answeredAt),
      reminded_at: isoOrNull(a.remindedAt),
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      phone: a.phone,
      my_story: a.myStory,
      what_i_bring: a.whatIBring,
      what_i_want: a.whatIWant,
      language: a.language,
      answers: rows.answers
        .filter((x) => x.applicationId === a.id)
        .map((x) => ({ question: x.question, values: x.values })),
      attachments: rows.attachments
        .filter((x) => x.applicationId === a.id)
        .map((x) => ({
          file_name: x.fileName,
          content_type: x.contentType,
          byte_size: x.byteSize,
          uploaded_at: iso(x.createdAt),
        })),
      contact_requests: rows.contactRequests
        .filter((x) => x.applicationId === a.id)
        .map((x) => ({
          message: x.message,
          created_at: iso(x.createdAt),
          accepted_at: isoOrNull(x.acceptedAt),
          declined_at: isoOrNull(x.declinedAt),
        })),
      ratings: rows.applicationRatings
        .filter((x) => x.applicationId === a.id)
        .map((x) => ({ stars: x.stars, note: x.note, created_at: iso(x.createdAt), updated_at: iso(x.updatedAt) })),
    })),
    candidate_pool_grants: rows.grants.map((g) => ({
      company_id: g.companyId,
      company_name: g.companyName,
      granted_at: iso(g.grantedAt),
    })),
    subscriptions: rows.subscriptions.map((s) => ({
      id: s.id,
      email: s.email,
      language: s.language,
      query: s.query,
      location: s.locationLabel,
      radius_km: s.radiusKm,
      sectors: s.sectors,
      workload_min: s.workloadMin,
      workload_max: s.workloadMax,
      frequency: s.frequency,
      active: s.active,
      confirmed_at: isoOrNull(s.confirmedAt),
      created_at: iso(s.createdAt),
    })),
    experiments: rows.experiments.map((e) => ({
      uid: e.uid,
      title: e.title,
      job_titles: e.jobTitles,
      sectors: e.sectors,
      region: e.region,
      status: e.status,
      validated_at: isoOrNull(e.validatedAt),
      archived_at: isoOrNull(e.archivedAt),
      created_at: iso(e.createdAt),
      ratings: rows.ratings
        .filter((r) => r.experimentId === e.id)
        .map((r) => ({
          listing_id: r.listingId,
          title: r.title,
          verdict: r.verdict,
          note: r.note,
          rated_at: iso(r.ratedAt),
        })),
    })),
    ztdi_results: rows.ztdiResults.map((z) => ({
      email: z.email,
      language: z.language,
      answers: z.answers,
      scores: z.scores,
      created_at: iso(z.createdAt),
    })),
    sessions: rows.sessions.map((s) => ({
      created_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      user_agent: s.userAgent,
    })),
    memberships: rows.memberships.map((m) => ({
      company_id: m.companyId,
      company_name: m.companyName,
      role: m.role,
      since: iso(m.since),
    })),
  };
}
