/**
 * The company profile of the organisation editor: read and change it, upload or remove its logo.
 * The search index follows organisations through its change feed (DB triggers), so a rename is
 * searchable within seconds without a word from here.
 */
import { PLAN_LIMITS, type TOrgCompanyUpdate } from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { FieldError, foundOr404, NotFoundError, requireCurrentRevision } from "../../errors";
import { cleanImage, LOGO_FORMAT, mediaUrl, removeImage, storeImage } from "../media/media.service";
import type { OrgContext } from "../orgs/orgs.types";
import { lockOrganization } from "../orgs/orgs.service";
import { planLimitError } from "../orgs/plan-limits";
import { findCompany, updateCompany, type CompanyRow } from "./org-company.repo";
import "./org-company.messages"; // registers the feature's texts (i18n/messages.ts)

export async function readCompany(ctx: AppContext, org: OrgContext): Promise<CompanyRow> {
  return foundOr404(await findCompany(ctx.db, org.organization.id));
}

/**
 * Saves the whole editable profile. A forced widget theme (light or dark) needs a plan that
 * includes it; a theme the organisation has already (kept from a bigger plan) may be sent back
 * unchanged, so the rest of the profile can still be saved after a downgrade. A save made from
 * an older revision than the stored one is refused as stale (ADR 088).
 */
export async function editCompany(ctx: AppContext, org: OrgContext, input: TOrgCompanyUpdate): Promise<CompanyRow> {
  return inTransaction(ctx, async (tx) => {
    const current = foundOr404(await lockOrganization(tx, org.organization.id));
    requireCurrentRevision(current, input.revision);
    if (
      input.widget_theme !== "auto" &&
      input.widget_theme !== current.widgetTheme &&
      !PLAN_LIMITS[current.plan].forcedWidgetTheme
    ) {
      throw planLimitError("forcedWidgetTheme", current.plan);
    }
    const updated = await updateCompany(tx.db, current.id, {
      name: input.name,
      description: input.description,
      sectors: input.sectors,
      keywords: input.keywords,
      mainWebsite: input.main_website,
      jobsWebsite: input.jobs_website,
      legalForm: input.legal_form,
      widgetTheme: input.widget_theme,
      updatedAt: tx.now(),
    });
    if (!updated) throw new NotFoundError("notFound");
    return updated;
  });
}

/** The media id of a logo we serve (`/media/{id}`); seeded logos (data URIs) and none give undefined. */
function uploadedMediaId(logoUrl: string | null): string | undefined {
  return logoUrl ? /^\/media\/([a-f0-9]{32})$/.exec(logoUrl)?.[1] : undefined;
}

/**
 * Replaces the logo with an uploaded image, checked by its content (JPEG, PNG or WebP, at most
 * 5 MB: features/media); the previous upload is deleted. Bytes that are no image: a FieldError at `logo`.
 */
export async function replaceLogo(ctx: AppContext, org: OrgContext, bytes: Buffer): Promise<CompanyRow> {
  // Decoded and written again as a PNG before the transaction: no metadata, transparency kept (ADR 064).
  const image = await cleanImage(bytes, LOGO_FORMAT);
  if (!image) throw FieldError.at("body", ["logo"], "orgCompanyLogoNotImage");
  return inTransaction(ctx, async (tx) => {
    // The parent locked before the image is inserted, as everywhere (ADR 064); a parallel upload
    // waits here and deletes this logo after it: no orphan is left.
    const current = foundOr404(await lockOrganization(tx, org.organization.id));
    const id = await storeImage(tx, null, image);
    const previous = uploadedMediaId(current.logoUrl);
    if (previous) await removeImage(tx, previous);
    const updated = await updateCompany(tx.db, current.id, { logoUrl: mediaUrl(id), updatedAt: tx.now() });
    if (!updated) throw new NotFoundError("notFound");
    return updated;
  });
}

export async function removeLogo(ctx: AppContext, org: OrgContext): Promise<CompanyRow> {
  return inTransaction(ctx, async (tx) => {
    const current = foundOr404(await lockOrganization(tx, org.organization.id));
    const previous = uploadedMediaId(current.logoUrl);
    if (previous) await removeImage(tx, previous);
    const updated = await updateCompany(tx.db, current.id, { logoUrl: null, updatedAt: tx.now() });
    if (!updated) throw new NotFoundError("notFound");
    return updated;
  });
}
