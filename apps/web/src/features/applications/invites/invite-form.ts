import { CANDIDATE_INVITE_LIMITS, ZEmail, ZLanguage, type TCreateCandidateInviteRequest } from "@jobatlas/contract";
import { z } from "zod";

/** The invite form's fields: the target is one choice, `listing:<id>` or `job:<id>`. */
export const ZInviteForm = z.object({
  email: ZEmail,
  name: z.string().trim().min(1).max(CANDIDATE_INVITE_LIMITS.nameMax),
  target: z
    .string()
    .min(1)
    .regex(/^(listing|job):\d+$/),
  message: z.string().trim().max(CANDIDATE_INVITE_LIMITS.messageMax),
  language: ZLanguage,
});
export type TInviteForm = z.output<typeof ZInviteForm>;

/** The form's checked values as POST /capi/org/candidate-invites wants them. */
export function inviteRequestOf({ target, message, ...values }: TInviteForm): TCreateCandidateInviteRequest {
  const [kind, id] = target.split(":");
  return {
    ...values,
    ...(kind === "job" ? { job_id: Number(id) } : { listing_id: Number(id) }),
    message: message === "" ? null : message,
  };
}
