/**
 * Which role may do what in an organisation (docs/domain.md §3). The hook that reads X-Organization
 * and checks these permissions is `requireMembership` of plugins/org-context.ts; this module is
 * plain data and knows nothing of HTTP.
 */
import type { TMemberRole } from "@jobatlas/contract";

/**
 * Which roles may do what. Owner: everything, including plan and members; admin: members (not
 * owners), company profile and all content; recruiter: jobs, listings, questionnaires and
 * applications. Features add their actions here.
 */
export const ORG_PERMISSIONS = {
  readOrganization: ["owner", "admin", "recruiter"],
  changePlan: ["owner"],
  /** The company profile and addresses: recruiters read them (a listing's work place), may not change them. */
  readCompany: ["owner", "admin", "recruiter"],
  editCompany: ["owner", "admin"],
  /** Members and invites; only owners may make, invite or remove owners (the service checks the role). */
  manageMembers: ["owner", "admin"],
  /**
   * The hook of DELETE /capi/org/members/{user_id}: every member may leave (remove themselves);
   * removing anybody else needs manageMembers, which the service checks under the organisation's lock.
   */
  leaveOrganization: ["owner", "admin", "recruiter"],
  manageJobs: ["owner", "admin", "recruiter"],
  manageListings: ["owner", "admin", "recruiter"],
  manageQuestionnaires: ["owner", "admin", "recruiter"],
  manageApplications: ["owner", "admin", "recruiter"],
  readActivities: ["owner", "admin", "recruiter"],
  /** The applications about to be closed without an answer, and their export (issue 29). */
  followUpApplications: ["owner", "admin"],
  /** Whether the organisation's listings go out in the global job feed (issue 30 point 4). */
  manageJobFeed: ["owner", "admin"],
  /** Message templates (ADR 090): they speak for the organisation, so owners and admins write them; every member uses them. */
  manageMessageTemplates: ["owner", "admin"],
  useMessageTemplates: ["owner", "admin", "recruiter"],
} as const satisfies Record<string, readonly TMemberRole[]>;
export type OrgAction = keyof typeof ORG_PERMISSIONS;

export function may(role: TMemberRole, action: OrgAction): boolean {
  return (ORG_PERMISSIONS[action] as readonly TMemberRole[]).includes(role);
}
