import {
  AUTH_ERROR_CODES,
  EMAIL_REVERT_DAYS,
  type TEmailRevertResponse,
  type TLanguage,
  type TProfileUpdateRequest,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { FieldError, ServiceError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { hashToken, newLinkToken } from "../../lib/secrets";
import { queueMail } from "../mail/mail.service";
import { cleanImage, PROFILE_PICTURE_FORMAT, removeImage, storeImage } from "../media/media.service";
import {
  consumeEmailChangeRevert,
  expireLoginTokensOf,
  findUserByEmail,
  findUserById,
  findUserForUpdate,
  insertEmailChangeRevert,
  spendEmailChangeRevertsOf,
  updateUser,
} from "./auth.repo";
import { endAllSessions, type SessionUser } from "../../sessions/sessions";
import { spendVerification } from "./auth.service";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Names and language; a new email only with a verification token earned for that address. The old
 * address is told of a new one, with a "this wasn't me" link that undoes it (ADR 056).
 */
export async function updateProfile(ctx: AppContext, user: SessionUser, input: TProfileUpdateRequest) {
  try {
    return await saveProfile(ctx, user, input);
  } catch (error) {
    // Two accounts moving to the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new ServiceError(AUTH_ERROR_CODES.emailTaken, "emailTaken");
    throw error;
  }
}

/**
 * The language a signed-in user chose with the language switch becomes their account's language,
 * which every mail to them is written in (issue 28 §2; the profile form sets the same field).
 */
export async function chooseLanguage(ctx: AppContext, user: SessionUser, language: TLanguage): Promise<void> {
  if (user.language === language) return;
  await updateUser(ctx.db, user.id, { language, updatedAt: ctx.now() });
}

function saveProfile(ctx: AppContext, user: SessionUser, input: TProfileUpdateRequest) {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.now();
    const changes: Parameters<typeof updateUser>[2] = {
      firstName: input.first_name,
      lastName: input.last_name,
      language: input.language,
      updatedAt: now,
    };
    if (input.email && input.email !== user.email.toLowerCase()) {
      const token = input.email_verification_token;
      if (!(await spendVerification(tx, token, input.email, "change_email"))) {
        throw new ServiceError(AUTH_ERROR_CODES.verificationTokenInvalid, "verificationTokenInvalid");
      }
      const other = await findUserByEmail(tx.db, input.email);
      if (other && other.id !== user.id) throw new ServiceError(AUTH_ERROR_CODES.emailTaken, "emailTaken");
      changes.email = input.email;
      changes.emailVerifiedAt = now;
      await noticeToOldAddress(tx, user, {
        newEmail: input.email,
        firstName: input.first_name,
        language: input.language,
      });
    }
    return updateUser(tx.db, user.id, changes);
  });
}

/** The mail to the address being replaced, in the account's language, with the link that undoes the change. */
async function noticeToOldAddress(
  ctx: AppContext,
  user: SessionUser,
  change: { newEmail: string; firstName: string; language: TLanguage },
) {
  const now = ctx.now();
  const { token, stored } = newLinkToken(now, EMAIL_REVERT_DAYS * DAY);
  await insertEmailChangeRevert(ctx.db, {
    ...stored,
    userId: user.id,
    oldEmail: user.email.toLowerCase(),
    newEmail: change.newEmail,
  });
  await queueMail(ctx, {
    to: user.email,
    language: change.language,
    template: "email_changed",
    params: {
      firstName: change.firstName,
      oldEmail: user.email.toLowerCase(),
      newEmail: change.newEmail,
      revertLink: `${ctx.config.publicUrl}/${change.language}/account/email-revert/${token}`,
      days: EMAIL_REVERT_DAYS,
    },
  });
}

/**
 * POST /capi/email-change/revert ("this wasn't me", ADR 056): the account gets the old address
 * back, every session of it ends, its open sign-in links and other undo links are spent. Refused
 * (nothing changes, the link stays usable) while another account holds the old address.
 */
export async function revertEmailChange(ctx: AppContext, token: string): Promise<TEmailRevertResponse> {
  const invalid = () => new ServiceError(AUTH_ERROR_CODES.emailRevertInvalid, "emailRevertInvalid");
  try {
    return await inTransaction(ctx, async (tx) => {
      const now = tx.now();
      const revert = await consumeEmailChangeRevert(tx.db, hashToken(token), now);
      if (!revert) throw invalid();
      const user = await findUserById(tx.db, revert.userId);
      if (!user) throw invalid();
      const other = await findUserByEmail(tx.db, revert.oldEmail);
      if (other && other.id !== user.id) throw new ServiceError(AUTH_ERROR_CODES.emailTaken, "emailTaken");
      await updateUser(tx.db, user.id, { email: revert.oldEmail, emailVerifiedAt: now, updatedAt: now });
      await spendEmailChangeRevertsOf(tx.db, user.id, now);
      await expireLoginTokensOf(tx.db, user.id, now);
      await endAllSessions(tx, user.id);
      return { email: revert.oldEmail };
    });
  } catch (error) {
    // The old address taken at the same moment by another account: the unique index decides.
    if (isUniqueViolation(error)) throw new ServiceError(AUTH_ERROR_CODES.emailTaken, "emailTaken");
    throw error;
  }
}

/** Replaces the picture; bytes that are not an image we accept are a FieldError at `picture`. */
export async function replacePicture(ctx: AppContext, user: SessionUser, bytes: Buffer) {
  // Decoded and written again before the transaction (CPU, no lock held): no metadata is kept (ADR 064).
  const image = await cleanImage(bytes, PROFILE_PICTURE_FORMAT);
  if (!image) throw FieldError.at("body", ["picture"], "pictureNotImage");
  return inTransaction(ctx, async (tx) => {
    // The user locked first, the picture inserted after: the media row's foreign key takes KEY SHARE
    // on the user, and two uploads each holding it while waiting for FOR UPDATE deadlock (ADR 064).
    // Locked, a parallel upload waits here and deletes this picture after it: no orphan is left.
    const current = await findUserForUpdate(tx.db, user.id);
    const id = await storeImage(tx, user.id, image);
    if (current?.pictureId) await removeImage(tx, current.pictureId);
    return updateUser(tx.db, user.id, { pictureId: id, updatedAt: ctx.now() });
  });
}

export async function removePicture(ctx: AppContext, user: SessionUser) {
  return inTransaction(ctx, async (tx) => {
    const current = await findUserForUpdate(tx.db, user.id);
    if (current?.pictureId) await removeImage(tx, current.pictureId);
    return updateUser(tx.db, user.id, { pictureId: null, updatedAt: ctx.now() });
  });
}
