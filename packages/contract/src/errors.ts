import { z } from "zod";

/** One entry of a ValidationError: `loc` ends with the field name, or ROOT_ERROR_KEY for a whole-form error. */
export const ZValidationErrorEntry = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
});
export type TValidationErrorEntry = z.infer<typeof ZValidationErrorEntry>;

export const ZValidationErrorBody = z.object({
  type: z.literal("ValidationError"),
  detail: z.array(ZValidationErrorEntry),
});
export const ZServiceErrorBody = z.object({ type: z.literal("ServiceError"), detail: z.string(), code: z.string() });
export const ZNotAuthenticatedBody = z.object({ type: z.literal("NotAuthenticated"), detail: z.string().optional() });
export const ZForbiddenBody = z.object({ type: z.literal("Forbidden"), detail: z.string().optional() });
export const ZNotFoundBody = z.object({ type: z.literal("NotFound"), detail: z.string().optional() });
export const ZGoneBody = z.object({ type: z.literal("Gone"), detail: z.string().optional() });
export const ZRateLimitedBody = z.object({ type: z.literal("RateLimited"), detail: z.string() });
export const ZPayloadTooLargeBody = z.object({ type: z.literal("PayloadTooLarge"), detail: z.string().optional() });
export const ZUnsupportedMediaTypeBody = z.object({
  type: z.literal("UnsupportedMediaType"),
  detail: z.string().optional(),
});
export const ZServiceUnavailableBody = z.object({
  type: z.literal("ServiceUnavailable"),
  detail: z.string().optional(),
});
export const ZInternalErrorBody = z.object({
  type: z.literal("InternalError"),
  detail: z.string(),
  request_id: z.string(),
});

export const ZErrorBody = z.discriminatedUnion("type", [
  ZValidationErrorBody,
  ZServiceErrorBody,
  ZNotAuthenticatedBody,
  ZForbiddenBody,
  ZNotFoundBody,
  ZGoneBody,
  ZRateLimitedBody,
  ZPayloadTooLargeBody,
  ZUnsupportedMediaTypeBody,
  ZServiceUnavailableBody,
  ZInternalErrorBody,
]);
export type TErrorBody = z.infer<typeof ZErrorBody>;
export type TErrorType = TErrorBody["type"];
