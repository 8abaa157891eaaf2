/**
 * The Z-TDI orientation (issue 11 point 2, ADR 028): results are scored from the contract's
 * inventory, stored under a random magic token (only its hash is kept) and mailed on request; the
 * survey is stored without any link to a result or person; a signed-in seeker copies a result's
 * job titles and sectors into the seeker profile.
 */
import { occupationTitle } from "@jobatlas/contract/occupations";
import {
  scoreZtdiAnswers,
  topZtdiDimensions,
  ZTDI_RESULT_RETENTION_YEARS,
  ZZtdiToken,
  type TCreateZtdiResult,
  type TLanguage,
  type TSeekerProfileResponse,
  type TZtdiSurveyRequest,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { foundOr404, NotFoundError } from "../../errors";
import { hashToken, newToken } from "../../lib/secrets";
import type { SessionUser } from "../../sessions/sessions";
import { zurichToday } from "../listings/listings.runtime";
import { guardSecretMail } from "../mail/mail.service";
import { addToSeekerProfile } from "../seekers/seeker-profile.service";
import { mailPageLink } from "../mail/mail.links";
import { queueZtdiResultMail } from "./ztdi.mails";
import { presentZtdiResult } from "./ztdi.presenter";
import {
  deleteZtdiResultsBefore,
  findZtdiResultByTokenHash,
  insertZtdiResult,
  insertZtdiSurvey,
  type ZtdiResultRow,
} from "./ztdi.repo";

/** The link of the mail: the result page in the taker's language. */
export function ztdiResultLink(ctx: AppContext, language: TLanguage, token: string): string {
  return mailPageLink(ctx, language, `ztdi/${encodeURIComponent(token)}`);
}

/**
 * The key the result mails to an address are counted under: as many an hour as sign-in links, but
 * an allowance of their own, so results mailed to an address never use up its sign-in links.
 */
function ztdiMailAllowance(email: string): string {
  return `ztdi-result:${email}`;
}

/**
 * POST /capi/ztdi/results: scores the answers, stores the result under the hash of a new token
 * and, when an email is given, queues the link's mail in the same transaction (at most as many per
 * address and client per hour as sign-in links, counted apart from them: RateLimited beyond). A
 * signed-in taker's result is linked to the account (user id, the account's address).
 */
export async function createZtdiResult(
  ctx: AppContext,
  input: TCreateZtdiResult,
  taker: { user: SessionUser | null; clientIp: string },
): Promise<{ token: string; row: ZtdiResultRow; mailed: boolean }> {
  const scores = scoreZtdiAnswers(input.answers);
  const mailTo = input.email ?? null;
  return inTransaction(ctx, async (tx) => {
    if (mailTo) {
      await guardSecretMail(tx, ztdiMailAllowance(mailTo), { ip: taker.clientIp });
    }
    const token = newToken();
    const row = await insertZtdiResult(tx.db, {
      tokenHash: hashToken(token),
      userId: taker.user?.id ?? null,
      email: taker.user?.email ?? mailTo,
      language: input.language,
      answers: input.answers,
      scores,
      createdAt: tx.now(),
    });
    if (mailTo) {
      await queueZtdiResultMail(tx, {
        to: mailTo,
        language: input.language,
        top: topZtdiDimensions(scores),
        link: ztdiResultLink(tx, input.language, token),
        years: ZTDI_RESULT_RETENTION_YEARS,
      });
    }
    return { token, row, mailed: Boolean(mailTo) };
  });
}

/** The result of a magic token; an unknown or malformed one → NotFoundError. */
export async function getZtdiResult(ctx: AppContext, token: string): Promise<ZtdiResultRow> {
  if (!ZZtdiToken.safeParse(token).success) throw new NotFoundError("notFound");
  const row = foundOr404(await findZtdiResultByTokenHash(ctx.db, hashToken(token)));
  return row;
}

/**
 * POST /capi/ztdi/survey: stores the answers given with the Zurich day only (no time, session,
 * token, address or result: the row cannot be tied to a person). All empty → nothing stored.
 */
export async function submitZtdiSurvey(ctx: AppContext, input: TZtdiSurveyRequest): Promise<boolean> {
  const values = {
    ageGroup: input.age_group ?? null,
    gender: input.gender ?? null,
    leadershipLevel: input.leadership_level ?? null,
    educationLevel: input.education_level ?? null,
    industry: input.industry ?? null,
  };
  if (Object.values(values).every((v) => v === null)) return false;
  await insertZtdiSurvey(ctx.db, { ...values, createdOn: zurichToday(ctx.now()) });
  return true;
}

/**
 * POST /capi/user/seeker-profile/from-ztdi: the job titles (their occupations' labels in `language`) and sectors the result's
 * page shows (from its stored scores) join the seeker's profile through the seeker profile's own
 * merge (addToSeekerProfile: after what it holds, nothing twice, within its limits); the other
 * fields stay. Idempotent. Unknown token → NotFoundError.
 */
export async function copyZtdiResultToSeekerProfile(
  ctx: AppContext,
  user: SessionUser,
  token: string,
  language: TLanguage,
): Promise<TSeekerProfileResponse> {
  const shown = presentZtdiResult(await getZtdiResult(ctx, token));
  return addToSeekerProfile(ctx, user, {
    jobTitles: shown.job_titles.map((id) => occupationTitle(id, language)),
    sectors: shown.sectors,
  });
}

/** For the retention task (features/retention): deletes results older than ZTDI_RESULT_RETENTION_YEARS. */
export function purgeExpiredZtdiResults(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now());
  before.setUTCFullYear(before.getUTCFullYear() - ZTDI_RESULT_RETENTION_YEARS);
  return deleteZtdiResultsBefore(ctx.db, before);
}
