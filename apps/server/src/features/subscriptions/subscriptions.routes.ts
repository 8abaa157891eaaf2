import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZPageQuery,
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
import { anybody, idParams, perMinute, routeGroup, signedIn } from "../../plugins/route-group";
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

const ZSubscriptionParams = idParams("subscription_id");
const ZOneClickQuery = z.strictObject({ email: z.string().max(300), token: z.string().max(200) });

/** Routes of job alerts (ADR 027): a seeker's subscriptions, a visitor's with double opt-in, unsubscribe. */
export async function subscriptionsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const seeker = routeGroup(instance, "subscriptions", signedIn);
  const visitor = routeGroup(instance, "subscriptions", anybody);
  /** Calls that mail an address the caller names, or take a mailed token: limited like sign-in. */
  const limited = perMinute(ctx.config.rateLimits.auth);

  // RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click` as a form (urlencoded is
  // parsed app-wide by formbody; multipart here, ignored): the query carries what counts.
  if (!instance.hasContentTypeParser("multipart/form-data")) {
    instance.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, _body, done) => done(null, null),
    );
  }

  seeker.get(
    "/capi/user/subscriptions",
    {
      operationId: "listSubscriptions",
      summary: "The signed-in seeker's job alerts, newest first",
      querystring: ZPageQuery,
      response: { 200: ZSubscriptionsResponse },
    },
    async (request) => {
      const { rows, count } = await listSubscriptions(ctx, requireUser(request), request.query);
      return { items: rows.map(presentSubscription), count };
    },
  );

  seeker.get(
    "/capi/user/subscriptions/suggestion",
    {
      operationId: "suggestSubscription",
      summary: "A job alert suggested from the seeker profile (job title, region, sectors, workload), or null",
      response: { 200: ZSubscriptionSuggestion },
    },
    async (request) => suggestSubscription(ctx, requireUser(request)),
  );

  seeker.post(
    "/capi/user/subscriptions",
    {
      operationId: "createSubscription",
      summary:
        "Create a job alert (query, postal code or locality with radius 1–200 km, sectors, workload, frequency); an unknown place is a field error. An identical alert (all but frequency and on/off) is answered as it is, 200 with `existed: true`",
      errors: ["ServiceError"],
      body: ZSubscriptionInput,
      response: { 200: ZSubscriptionCreated, 201: ZSubscriptionCreated },
    },
    async (request, reply) => {
      const { row, existed } = await createSubscription(ctx, requireUser(request), request.body);
      return reply.status(existed ? 200 : 201).send({ ...presentSubscription(row), existed });
    },
  );

  seeker.put(
    "/capi/user/subscriptions/:subscription_id",
    {
      operationId: "updateSubscription",
      summary:
        "Change a job alert's criteria, frequency or active flag (only the fields given); another user's id answers 404; criteria identical to another alert of the user: 400 subscription_exists",
      errors: ["NotFound", "ServiceError"],
      params: ZSubscriptionParams,
      body: ZSubscriptionUpdate,
      response: { 200: ZSubscription },
    },
    async (request) =>
      presentSubscription(
        await changeSubscription(ctx, requireUser(request), request.params.subscription_id, request.body),
      ),
  );

  seeker.delete(
    "/capi/user/subscriptions/:subscription_id",
    {
      operationId: "deleteSubscription",
      summary: "Delete a job alert; another user's id answers 404",
      errors: ["NotFound"],
      params: ZSubscriptionParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await removeSubscription(ctx, requireUser(request), request.params.subscription_id);
      return reply.status(204).send(null);
    },
  );

  visitor.with(limited).post(
    "/capi/subscriptions",
    {
      operationId: "createVisitorSubscription",
      summary:
        "A visitor's job alert with only an email: mails a confirmation link (double opt-in, 7 days); nothing is mailed before it is confirmed",
      body: ZVisitorSubscriptionRequest,
      response: { 202: z.null() },
    },
    async (request, reply) => {
      await createVisitorSubscription(ctx, request.body, request.ip);
      return reply.status(202).send(null);
    },
  );

  visitor.with(limited).post(
    "/capi/subscriptions/confirm",
    {
      operationId: "confirmSubscription",
      summary:
        "Confirm a visitor's job alert by the mailed token (idempotent); unknown or expired: subscription_token_invalid",
      errors: ["ServiceError"],
      body: ZSubscriptionConfirmRequest,
      response: { 200: ZSubscriptionConfirmResponse },
    },
    async (request) => confirmSubscription(ctx, request.body.token),
  );

  visitor.with(limited).post(
    "/capi/subscriptions/unsubscribe",
    {
      operationId: "unsubscribe",
      summary:
        "Unsubscribe by the mailed link (email + token, no sign-in, idempotent); without a valid token a confirmation mail goes to the address instead (same answer whether it has alerts or not)",
      body: ZUnsubscribeRequest,
      response: { 200: ZUnsubscribeResponse },
    },
    async (request) => unsubscribe(ctx, request.body, request.ip),
  );

  // A mail client posts without a CSRF token, as a form.
  const mailClient = visitor.with(limited).with({
    config: { csrfExempt: true, acceptedBodyTypes: ["application/x-www-form-urlencoded", "multipart/form-data"] },
  });
  mailClient.post(
    "/capi/subscriptions/one-click",
    {
      operationId: "unsubscribeOneClick",
      summary:
        "RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) from a mail client: the alert mail's email and token in the query; no CSRF token, a form body is ignored",
      errors: ["ServiceError"],
      querystring: ZOneClickQuery,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await unsubscribeOneClick(ctx, request.query.email, request.query.token);
      return reply.status(204).send(null);
    },
  );
}
