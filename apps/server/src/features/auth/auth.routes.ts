import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZCheckTokenRequest,
  ZCheckTokenResponse,
  ZEmail,
  ZEmailVerificationConfirmRequest,
  ZEmailVerificationConfirmResponse,
  ZEmailVerificationRequest,
  ZLoginRequest,
  ZMailSentResponse,
  ZSignupRequest,
  ZStatusResponse,
} from "@jobatlas/contract";
import { usesSecureCookies, type RoutesOptions } from "../../context";
import { anybody, perMinute, routeGroup } from "../../plugins/route-group";
import { rememberKnownDevice, secretMailClientOf } from "../../plugins/auth-cookies";
import { codeClientOf, confirmFromRequester, mailSentAnswer } from "../../plugins/mailed-codes";
import { clearSessionCookie, requireUser, setSessionCookie } from "../../plugins/session";
import { organizationsOf } from "../orgs/orgs.service";
import { presentStatus } from "./auth.presenter";
import {
  checkLoginToken,
  confirmEmailCode,
  expireLoginLinks,
  logout,
  requestEmailCode,
  requestLoginLink,
  signup,
} from "./auth.service";

export async function authRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const route = routeGroup(instance, "auth", anybody);
  const secureCookies = usesSecureCookies(ctx.config);
  /** 10 per minute and IP on sign-in, sign-up, token and code endpoints (RATE_LIMIT_AUTH). */
  const authLimit = perMinute(ctx.config.rateLimits.auth);

  route.get(
    "/capi/status",
    {
      operationId: "getStatus",
      summary: "Whether the caller is signed in, as whom, and in which organisations",
      response: { 200: ZStatusResponse },
    },
    async (request) => presentStatus(request.user, request.user ? await organizationsOf(ctx, request.user) : []),
  );

  route.with(authLimit).post(
    "/capi/signup",
    {
      operationId: "signUp",
      summary: "Seeker sign-up or employer account opening; mails a sign-in link (same answer for known addresses)",
      body: ZSignupRequest,
      response: { 200: ZMailSentResponse },
    },
    async (request) => {
      await signup(ctx, request.body, secretMailClientOf(request));
      return mailSentAnswer(request);
    },
  );

  route.with(authLimit).post(
    "/capi/login",
    {
      operationId: "requestLoginLink",
      summary: "Mail a one-time sign-in link (an unknown address gets an invitation to sign up; same answer)",
      body: ZLoginRequest,
      response: { 200: ZMailSentResponse },
    },
    async (request) => {
      await requestLoginLink(ctx, request.body, request.language, secretMailClientOf(request));
      return mailSentAnswer(request);
    },
  );

  route.with(authLimit).post(
    "/capi/check-token",
    {
      operationId: "checkLoginToken",
      errors: ["ServiceError"],
      summary:
        "Spend a sign-in link's token: starts a session (sessionid cookie), remembers the browser for the address (known_device cookie) and tells where to go next",
      body: ZCheckTokenRequest,
      response: { 200: ZCheckTokenResponse },
    },
    async (request, reply) => {
      const { sessionToken, next, email } = await checkLoginToken(ctx, request.body.token, {
        userAgent: request.headers["user-agent"],
        previousSessionToken: request.sessionToken,
      });
      setSessionCookie(reply, sessionToken, secureCookies);
      rememberKnownDevice(ctx, request, reply, email, secureCookies);
      return { next };
    },
  );

  route.post(
    "/capi/logout",
    { operationId: "logOut", summary: "End the session", response: { 204: z.null() } },
    async (request, reply) => {
      if (request.sessionToken) await logout(ctx, request.sessionToken);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  route.with(authLimit).post(
    "/capi/email-verification",
    {
      operationId: "requestEmailCode",
      errors: ["NotAuthenticated"],
      summary:
        "Mail a 6-digit code that proves an address (10 minutes, single use, 3 tries); binds it to this browser (code_requester cookie), the only one that can confirm it",
      body: ZEmailVerificationRequest,
      response: { 200: ZMailSentResponse },
    },
    async (request, reply) => {
      // Changing one's email is for signed-in users; applications may be anonymous.
      if (request.body.purpose === "change_email") requireUser(request);
      await requestEmailCode(ctx, request.body, request.language, codeClientOf(request, reply, secureCookies));
      return mailSentAnswer(request);
    },
  );

  route.with(authLimit).post(
    "/capi/email-verification/confirm",
    {
      operationId: "confirmEmailCode",
      errors: ["ServiceError"],
      summary:
        "Check a code from the browser that asked for it (code_requester cookie; from elsewhere: verification_code_expired); returns a short-lived verification token bound to the address and remembers the browser for it (known_device cookie)",
      body: ZEmailVerificationConfirmRequest,
      response: { 200: ZEmailVerificationConfirmResponse },
    },
    async (request, reply) =>
      confirmFromRequester(ctx, request, reply, secureCookies, (requester) =>
        confirmEmailCode(ctx, request.body, requester),
      ),
  );

  if (!ctx.config.isProduction) {
    route.post(
      "/capi/debug/expire-login-links",
      { hide: true, body: z.strictObject({ email: ZEmail }), response: { 204: z.null() } },
      async (request, reply) => {
        await expireLoginLinks(ctx, request.body.email);
        return reply.status(204).send(null);
      },
    );
  }
}
