import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZPageQuery,
  ZPathId,
  ZSubscription,
  ZSubscriptionConfirmRequest,
  ZSubscriptionConfirmResponse,
  ZSubscriptionCreated,
  ZSubscriptionInput,
  ZSubscriptionsResponse,
  ZSubscriptionSuggestion,
  ZSubscriptionUpdate,
  ZUnsubscribeRequest,
  ZUnsubscribeResponse,
  ZVisitorSubscriptionRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { requireUser } from "../../plugins/session";
import { presentSubscription } from "./subscriptions.presenter";
import {
  changeSubscription,
  confirmSubscription,
  createSubscription,
  createVisitorSubscription,
  listSubscriptions,
  removeSubscription,
  suggestSubscription,
  unsubscribe,
  unsubscribeOneClick,
} from "./subscriptions.service";

const ZSubscriptionParams = z.strictObject({ subscription_id: ZPathId });
const ZOneClickQuery = z.strictObject({ email: z.string().max(300), token: z.string().max(200) });

/** Routes of job alerts (ADR 027): a seeker's subscriptions, a visitor's with double opt-in, unsubscribe. */
export async function subscriptionsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** Calls that mail an address the caller names, or take a mailed token: limited like sign-in. */
  const limited = { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } };

  // RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click` as a form (urlencoded is
  // parsed app-wide by formbody; multipart here, ignored): the query carries what counts.
  if (!app.hasContentTypeParser("multipart/form-data")) {
    app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, null),
    );
  }

  app.get(
    "/capi/user/subscriptions",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "listSubscriptions",
        summary: "The signed-in seeker's job alerts, newest first",
        access: "user",
        querystring: ZPageQuery,
        response: { 200: ZSubscriptionsResponse },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => {
      const { rows, count } = await listSubscriptions(ctx, requireUser(request), request.query);
      return { items: rows.map(presentSubscription), count };
    },
  );

  app.get(
    "/capi/user/subscriptions/suggestion",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "suggestSubscription",
        summary: "A job alert suggested from the seeker profile (job title, region, sectors, workload), or null",
        access: "user",
        response: { 200: ZSubscriptionSuggestion },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => suggestSubscription(ctx, requireUser(request)),
  );

  app.post(
    "/capi/user/subscriptions",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "createSubscription",
        summary:
          "Create a job alert (query, postal code or locality with radius 1–200 km, sectors, workload, frequency); an unknown place is a field error. An identical alert (all but frequency and on/off) is answered as it is, 200 with `existed: true`",
        access: "user",
        errors: ["ServiceError"],
        body: ZSubscriptionInput,
        response: { 200: ZSubscriptionCreated, 201: ZSubscriptionCreated },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const { row, existed } = await createSubscription(ctx, requireUser(request), request.body);
      return reply.status(existed ? 200 : 201).send({ ...presentSubscription(row), existed });
    },
  );

  app.put(
    "/capi/user/subscriptions/:subscription_id",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "updateSubscription",
        summary:
          "Change a job alert's criteria, frequency or active flag (only the fields given); another user's id answers 404; criteria identical to another alert of the user: 400 subscription_exists",
        access: "user",
        errors: ["NotFound", "ServiceError"],
        params: ZSubscriptionParams,
        body: ZSubscriptionUpdate,
        response: { 200: ZSubscription },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) =>
      presentSubscription(
        await changeSubscription(ctx, requireUser(request), request.params.subscription_id, request.body),
      ),
  );

  app.delete(
    "/capi/user/subscriptions/:subscription_id",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "deleteSubscription",
        summary: "Delete a job alert; another user's id answers 404",
        access: "user",
        errors: ["NotFound"],
        params: ZSubscriptionParams,
        response: { 204: z.null() },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      await removeSubscription(ctx, requireUser(request), request.params.subscription_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/capi/subscriptions",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "createVisitorSubscription",
        summary:
          "A visitor's job alert with only an email: mails a confirmation link (double opt-in, 7 days); nothing is mailed before it is confirmed",
        access: "public",
        body: ZVisitorSubscriptionRequest,
        response: { 202: z.null() },
      },
      config: limited,
    },
    async (request, reply) => {
      await createVisitorSubscription(ctx, request.body, request.ip);
      return reply.status(202).send(null);
    },
  );

  app.post(
    "/capi/subscriptions/confirm",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "confirmSubscription",
        summary:
          "Confirm a visitor's job alert by the mailed token (idempotent); unknown or expired: subscription_token_invalid",
        access: "public",
        errors: ["ServiceError"],
        body: ZSubscriptionConfirmRequest,
        response: { 200: ZSubscriptionConfirmResponse },
      },
      config: limited,
    },
    async (request) => confirmSubscription(ctx, request.body.token),
  );

  app.post(
    "/capi/subscriptions/unsubscribe",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "unsubscribe",
        summary:
          "Unsubscribe by the mailed link (email + token, no sign-in, idempotent); without a valid token a confirmation mail goes to the address instead (same answer whether it has alerts or not)",
        access: "public",
        body: ZUnsubscribeRequest,
        response: { 200: ZUnsubscribeResponse },
      },
      config: limited,
    },
    async (request) => unsubscribe(ctx, request.body, request.ip),
  );

  app.post(
    "/capi/subscriptions/one-click",
    {
      schema: {
        tags: ["subscriptions"],
        operationId: "unsubscribeOneClick",
        summary:
          "RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) from a mail client: the alert mail's email and token in the query; no CSRF token, a form body is ignored",
        access: "public",
        errors: ["ServiceError"],
        querystring: ZOneClickQuery,
        response: { 204: z.null() },
      },
      config: {
        ...limited,
        csrfExempt: true,
        acceptedBodyTypes: ["application/x-www-form-urlencoded", "multipart/form-data"],
      },
    },
    async (request, reply) => {
      await unsubscribeOneClick(ctx, request.query.email, request.query.token);
      return reply.status(204).send(null);
    },
  );
}
