import { AUTH_ERROR_CODES, type TProfileUpdateRequest } from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { ServiceError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { removeImage, storeImage } from "../media/media.service";
import { findUserByEmail, findUserForUpdate, updateUser } from "./auth.repo";
import type { SessionUser } from "../../sessions/sessions";
import { useVerificationToken } from "./auth.service";

/** Names and language; a new email only with a verification token earned for that address. */
export async function updateProfile(ctx: AppContext, user: SessionUser, input: TProfileUpdateRequest) {
  try {
    return await saveProfile(ctx, user, input);
  } catch (error) {
    // Two accounts moving to the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new ServiceError(AUTH_ERROR_CODES.emailTaken, "emailTaken");
    throw error;
  }
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
      if (!token || !(await useVerificationToken(tx, token, input.email, "change_email"))) {
        throw new ServiceError(AUTH_ERROR_CODES.verificationTokenInvalid, "verificationTokenInvalid");
      }
      const other = await findUserByEmail(tx.db, input.email);
      if (other && other.id !== user.id) throw new ServiceError(AUTH_ERROR_CODES.emailTaken, "emailTaken");
      changes.email = input.email;
      changes.emailVerifiedAt = now;
    }
    return updateUser(tx.db, user.id, changes);
  });
}

/** Replaces the picture; undefined when the bytes are not an image we accept. */
export async function replacePicture(ctx: AppContext, user: SessionUser, bytes: Buffer) {
  return inTransaction(ctx, async (tx) => {
    const id = await storeImage(tx, user.id, bytes);
    if (!id) return undefined;
    // The picture of the moment, locked: a parallel upload must not leave an orphan behind.
    const current = await findUserForUpdate(tx.db, user.id);
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
