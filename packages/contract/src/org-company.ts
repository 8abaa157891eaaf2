/**
 * Contract of the organisation editor (issue 9, point 1): the company profile and its logo, the
 * addresses (work places, geocoded from the CH/LI postal-code list), the members and their
 * invitations, and the widget theme. Every call acts on the organisation of `X-Organization`.
 *
 *   GET/PUT          /capi/org/company                       readCompany / editCompany
 *   PUT/DELETE       /capi/org/company/logo                  editCompany (raw JPEG, PNG or WebP)
 *   GET/POST         /capi/org/addresses                     readCompany / editCompany
 *   PUT/DELETE       /capi/org/addresses/{address_id}        editCompany
 *   GET              /capi/org/members                       manageMembers
 *   POST             /capi/org/members/invites               manageMembers
 *   DELETE           /capi/org/members/invites/{invite_id}   manageMembers
 *   PUT/DELETE       /capi/org/members/{user_id}             manageMembers
 *   POST             /capi/organization-invites/accept       any signed-in user
 */
import { z } from "zod";
import { ROUTE_SEARCH_FIELDS } from "./core/route-search-fields";
import { zodRouteSearch } from "./search-params";
import { ORG_COMPANY_TABS, WIDGET_THEMES } from "./core/enum-values";
import { ZCountry, ZMemberRole, ZOrganizationPlan } from "./enums";
import { ZEmail } from "./fields";
import { ZPublicAddress } from "./companies";
import { ZIndustryCode } from "./industries";
import { listResponse } from "./lists";
import { revisionField, savedRevisionField } from "./revisions";

/** Bounds of the company profile's fields. */
export const COMPANY_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  descriptionMax: 10_000,
  sectorsMax: 10,
  keywordsMax: 20,
  keywordMax: 40,
  urlMax: 500,
  legalFormMax: 60,
} as const;

/**
 * A place name as server and address form compare it: without case, accents and punctuation
 * ("zurich" is "Zürich", "St Gallen" is "St. Gallen").
 */
export function foldPlace(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Bounds of an address's fields, and how many addresses an organisation may have. */
export const ADDRESS_LIMITS = {
  labelMax: 80,
  streetMax: 120,
  houseNumberMax: 20,
  cityMax: 80,
  perOrganization: 200,
} as const;

/** Days an invitation link works (docs/domain.md §3: tokens are random and stored hashed). */
export const INVITE_TTL_DAYS = 7;

/** ServiceError codes of the organisation editor; the web app words each one. */
export const ORG_COMPANY_ERROR_CODES = {
  /** The last owner cannot be removed or made admin/recruiter. */
  lastOwner: "last_owner",
  /** The invited address belongs to a member already. */
  alreadyMember: "already_member",
  /** The invitation token is unknown, expired, revoked or used by someone else. */
  inviteInvalid: "invite_invalid",
  /** The invitation to revoke was accepted already: the invitee is a member now. */
  inviteAlreadyAccepted: "invite_already_accepted",
  /** An owner or admin invitation opened by an account of another address. */
  inviteWrongAccount: "invite_wrong_account",
  /** A planned or active listing has the address as its work place. */
  addressInUse: "address_in_use",
  /**
   * A change of the place of an address that planned or active listings use, without
   * `move_listings: true`: the detail names the listings that would move (ADR 057).
   */
  addressMovesListings: "address_moves_listings",
  /** The organisation has ADDRESS_LIMITS.perOrganization addresses already. */
  addressLimit: "address_limit",
} as const;
export type TOrgCompanyErrorCode = (typeof ORG_COMPANY_ERROR_CODES)[keyof typeof ORG_COMPANY_ERROR_CODES];

/** The theme the widgets show: auto follows the visitor's setting; light and dark force it (enterprise). */
export const ZCompanyWidgetTheme = z.enum(WIDGET_THEMES);
export type TCompanyWidgetTheme = z.infer<typeof ZCompanyWidgetTheme>;

/** Empty text means "none": stored as null. */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * A website: http or https with a real host name (no `javascript:`, no `localhost`). A bare
 * `example.ch/jobs` gets `https://` in front, as people type addresses without it.
 */
export const ZWebsite = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    if (trimmed === "") return null;
    return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  },
  z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain })
    .max(COMPANY_LIMITS.urlMax)
    .nullable(),
);

/** Keywords as typed: trimmed, blanks dropped, repeated ones (case-insensitively) kept once. */
export const ZKeywords = z
  .array(z.string().trim().max(COMPANY_LIMITS.keywordMax))
  .transform((keywords) => {
    const seen = new Set<string>();
    return keywords.filter((keyword) => {
      const key = keyword.toLocaleLowerCase("de-CH");
      if (keyword === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(COMPANY_LIMITS.keywordsMax));

/** GET/PUT /capi/org/company: the organisation's editable profile. */
export const ZOrgCompany = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** Markdown; clients render it inert. */
  description: z.string(),
  /** /media/{id} of an uploaded logo (or a generated one), null without. */
  logo_url: z.string().nullable(),
  sectors: z.array(z.string()),
  keywords: z.array(z.string()),
  main_website: z.string().nullable(),
  jobs_website: z.string().nullable(),
  legal_form: z.string().nullable(),
  widget_theme: ZCompanyWidgetTheme,
  plan: ZOrganizationPlan,
  updated_at: z.string(),
  /** The profile's edit revision: the logo, a plan change and every save add one (ADR 088). */
  ...revisionField,
});
export type TOrgCompany = z.infer<typeof ZOrgCompany>;

/**
 * PUT /capi/org/company: the whole editable profile (the logo has its own calls). A forced widget
 * theme (light, dark) needs a plan that includes it (ServiceError plan_limit_forced_widget_theme).
 */
export const ZOrgCompanyUpdateRequest = z.strictObject({
  name: z.string().trim().min(COMPANY_LIMITS.nameMin).max(COMPANY_LIMITS.nameMax),
  description: z.string().max(COMPANY_LIMITS.descriptionMax),
  sectors: z
    .array(ZIndustryCode)
    .max(COMPANY_LIMITS.sectorsMax)
    .transform((codes) => [...new Set(codes)]),
  keywords: ZKeywords,
  main_website: ZWebsite,
  jobs_website: ZWebsite,
  legal_form: z.preprocess(emptyToNull, z.string().trim().max(COMPANY_LIMITS.legalFormMax).nullable()),
  widget_theme: ZCompanyWidgetTheme,
  /** The revision the editor loaded: an older one than the stored is refused (409 `stale`, ADR 088). */
  ...savedRevisionField,
});
export type TOrgCompanyUpdateRequest = z.input<typeof ZOrgCompanyUpdateRequest>;
export type TOrgCompanyUpdate = z.output<typeof ZOrgCompanyUpdateRequest>;

/** A planned or active listing whose work place is the address: it moves when the address changes. */
export const ZOrgAddressListing = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(["planned", "active"]),
});
export type TOrgAddressListing = z.infer<typeof ZOrgAddressListing>;

/**
 * An address of the organisation: a work place a listing can name, and a point on the map — the
 * address as visitors see it, with the listings working there.
 */
export const ZOrgAddress = ZPublicAddress.extend({
  /** The planned and active listings working here, oldest first (empty for a new address). */
  listings: z.array(ZOrgAddressListing),
  /** The address's edit revision (ADR 088). */
  ...revisionField,
});
export type TOrgAddress = z.infer<typeof ZOrgAddress>;

/** GET /capi/org/addresses: every address of the organisation (at most 200), by label and city. */
export const ZOrgAddressList = listResponse(ZOrgAddress);
export type TOrgAddressList = z.infer<typeof ZOrgAddressList>;

/**
 * POST /capi/org/addresses, PUT /capi/org/addresses/{address_id}: postal code and city must be a
 * pair of the CH/LI postal-code list (ValidationError at `postal_code`, `city` or `country`);
 * the canton and the point come from it, and the city is stored as the list spells it.
 */
export const ZOrgAddressRequest = z.strictObject({
  label: z.string().trim().max(ADDRESS_LIMITS.labelMax).default(""),
  street: z.string().trim().min(1).max(ADDRESS_LIMITS.streetMax),
  house_number: z.string().trim().max(ADDRESS_LIMITS.houseNumberMax).default(""),
  /** Checked against the postal-code list by the server (a ValidationError names what is wrong). */
  postal_code: z.string().trim().min(1).max(10),
  city: z.string().trim().min(1).max(ADDRESS_LIMITS.cityMax),
  country: ZCountry.default("CH"),
});
export type TOrgAddressRequest = z.input<typeof ZOrgAddressRequest>;
export type TOrgAddressInput = z.output<typeof ZOrgAddressRequest>;

/**
 * PUT /capi/org/addresses/{address_id}: the address as when added. A change of its place (street,
 * house number, postal code, city, country; not the label) moves the planned and active listings
 * working there: it needs `move_listings: true`, else ServiceError address_moves_listings names
 * them and nothing changes (ADR 057).
 */
export const ZOrgAddressUpdateRequest = ZOrgAddressRequest.extend({
  move_listings: z.boolean().default(false),
  /** The revision the form loaded: an older one than the stored is refused (409 `stale`, ADR 088). */
  ...savedRevisionField,
});
export type TOrgAddressUpdateRequest = z.input<typeof ZOrgAddressUpdateRequest>;
export type TOrgAddressUpdate = z.output<typeof ZOrgAddressUpdateRequest>;

/** A member of the organisation, as the members section lists them. */
export const ZOrgMember = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: ZMemberRole,
  /** When they joined. */
  since: z.string(),
});
export type TOrgMember = z.infer<typeof ZOrgMember>;

/** An invitation not accepted yet; `expired` once its 7 days are over (revoke it or invite again). */
export const ZOrgInvite = z.object({
  id: z.number(),
  email: z.string(),
  role: ZMemberRole,
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type TOrgInvite = z.infer<typeof ZOrgInvite>;

/** GET /capi/org/members: members (owners first, then by name) and open invitations (newest first). */
export const ZOrgMembersResponse = z.object({
  members: z.array(ZOrgMember),
  invites: z.array(ZOrgInvite),
});
export type TOrgMembersResponse = z.infer<typeof ZOrgMembersResponse>;

/**
 * POST /capi/org/members/invites: mails a link to join in `role`. Only owners invite owners (403).
 * Inviting an address again replaces its open invitation (the earlier link stops working).
 */
export const ZInviteMemberRequest = z.strictObject({ email: ZEmail, role: ZMemberRole });
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;

/** PUT /capi/org/members/{user_id}: a new role. Admins cannot touch owners or make owners (403). */
export const ZChangeMemberRoleRequest = z.strictObject({ role: ZMemberRole });
export type TChangeMemberRoleRequest = z.infer<typeof ZChangeMemberRoleRequest>;

/**
 * POST /capi/organization-invites/accept: the token of the mailed link (listings/create?invite_token=).
 * Answers the organisation (ZOrganization) with the caller's role in it.
 */
export const ZAcceptInviteRequest = z.strictObject({ token: z.string().trim().min(20).max(200) });
export type TAcceptInviteRequest = z.infer<typeof ZAcceptInviteRequest>;

/** The tabs of org/{slug}/company. */
export const ZOrgCompanyTab = z.enum(ORG_COMPANY_TABS);
export type TOrgCompanyTab = z.infer<typeof ZOrgCompanyTab>;

/** org/{slug}/company: `tab` (company, addresses, widgets); anything else shows the company tab. */
export const orgCompanySearch = zodRouteSearch(ROUTE_SEARCH_FIELDS.orgCompanySearch);
export type TOrgCompanySearch = z.infer<typeof orgCompanySearch>;
