import type { FastifyInstance } from "fastify";
import {
  ZAnswerTime,
  ZAnswerTimeUpdateRequest,
  ZApplicationMailSetting,
  ZApplicationMailSettingUpdateRequest,
  ZClosingApplications,
  ZDebugDigestRequest,
  ZDebugDigestResponse,
  ZDebugFollowUpRequest,
  ZDebugFollowUpResponse,
  ZOrgResponseRecord,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { todayInZurich } from "../../../lib/dates";
import { CSV_DOWNLOAD, sendCsv } from "../../../plugins/downloads";
import { orgContextOf } from "../../../plugins/org-context";
import { anybody, orgMember, orgRole, routeGroup } from "../../../plugins/route-group";
import {
  closingApplicationsCsv,
  closingApplicationsOf,
  orgResponseRecord,
  readAnswerTime,
  readMailSetting,
  runApplicationFollowUp,
  runDigestsOf,
  setAnswerTime,
  setMailSetting,
} from "./follow-up.service";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Routes of the follow-up of applications (issue 29, ADR 087). */
export async function followUpRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const member = routeGroup(instance, "applications", orgMember(ctx, "readOrganization"));
  const reader = routeGroup(instance, "applications", orgMember(ctx, "readCompany"));
  const editor = routeGroup(instance, "applications", orgRole(ctx, "editCompany"));
  const followUp = routeGroup(instance, "applications", orgRole(ctx, "followUpApplications"));

  reader.get(
    "/capi/org/answer-time",
    {
      operationId: "getAnswerTime",
      summary: "The days the organisation promises to answer applications within (default 14)",
      response: { 200: ZAnswerTime },
    },
    async (request) => readAnswerTime(ctx, orgContextOf(request)),
  );

  editor.put(
    "/capi/org/answer-time",
    {
      operationId: "setAnswerTime",
      summary:
        "Set the answer time (5–30 days), or null for the default of 14 (owners, admins); a pending application past it reminds the members, and is closed without an answer 14 days later",
      body: ZAnswerTimeUpdateRequest,
      response: { 200: ZAnswerTime },
    },
    async (request) => setAnswerTime(ctx, orgContextOf(request), request.body.days),
  );

  member.get(
    "/capi/org/application-mails",
    {
      operationId: "getApplicationMailSetting",
      summary: "How the signed-in member hears of new applications in this organisation",
      response: { 200: ZApplicationMailSetting },
    },
    async (request) => readMailSetting(ctx, orgContextOf(request)),
  );

  member.put(
    "/capi/org/application-mails",
    {
      operationId: "setApplicationMailSetting",
      summary:
        "Choose mails for new applications: instant, a daily digest at 07:00 Zurich time, none, or null for the default",
      body: ZApplicationMailSettingUpdateRequest,
      response: { 200: ZApplicationMailSetting },
    },
    async (request) => setMailSetting(ctx, orgContextOf(request), request.body.mode),
  );

  reader.get(
    "/capi/org/response-record",
    {
      operationId: "getResponseRecord",
      summary:
        "The share of applications answered and the median days to a first answer: the last 180 days and the 180 before",
      response: { 200: ZOrgResponseRecord },
    },
    async (request) => orgResponseRecord(ctx, orgContextOf(request)),
  );

  followUp.get(
    "/capi/org/applications-closing",
    {
      operationId: "listClosingApplications",
      summary: "The pending applications past the answer time, with the instant each is closed without an answer",
      response: { 200: ZClosingApplications },
    },
    async (request) => closingApplicationsOf(ctx, orgContextOf(request)),
  );

  followUp.get(
    "/capi/org/applications-closing.csv",
    {
      operationId: "exportClosingApplications",
      summary: "The same list as a CSV download",
      response: { 200: CSV_DOWNLOAD },
    },
    async (request, reply) => {
      const csv = await closingApplicationsCsv(ctx, orgContextOf(request));
      return sendCsv(reply, csv, `applications-closing-${todayInZurich(ctx.now())}.csv`);
    },
  );

  // The end-to-end tests' moved clock: development and test mode only, as the dev mailbox.
  if (ctx.config.isProduction) return;
  const debug = routeGroup(instance, "debug", anybody);
  debug.post(
    "/capi/debug/application-follow-up",
    {
      operationId: "debugApplicationFollowUp",
      summary: "Run the follow-up task for one application as if `days` days had passed (not in production)",
      body: ZDebugFollowUpRequest,
      response: { 200: ZDebugFollowUpResponse },
    },
    async (request) => {
      const later = new Date(ctx.now().getTime() + request.body.days * DAY_MS);
      return runApplicationFollowUp({ ...ctx, now: () => later }, { applicationId: request.body.application_id });
    },
  );
  debug.post(
    "/capi/debug/application-digest",
    {
      operationId: "debugApplicationDigest",
      summary: "Send one organisation's daily digests of new applications now (not in production)",
      errors: ["NotFound"],
      body: ZDebugDigestRequest,
      response: { 200: ZDebugDigestResponse },
    },
    async (request) => runDigestsOf(ctx, request.body.organization_slug),
  );
}
