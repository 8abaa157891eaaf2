import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCreateQuestionnaireRequest,
  ZPathId,
  ZQuestionnaire,
  ZQuestionnaireAutocompleteQuery,
  ZQuestionnaireAutocompleteResponse,
  ZQuestionnaireListQuery,
  ZQuestionnaireListResponse,
  ZQuestionnaireOrNull,
  ZUpdateQuestionnaireRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { FieldError } from "../../errors";
import { orgContextOf, requireMembership } from "../../plugins/org-context";
import {
  autocomplete,
  createQuestionnaire,
  getQuestionnaire,
  listQuestionnaires,
  questionnaireForJob,
  questionnaireForListing,
  updateQuestionnaire,
} from "./questionnaires.service";

const ZQuestionnaireParams = z.strictObject({ questionnaire_id: ZPathId });
const ZListingParams = z.strictObject({ listing_id: ZPathId });
const ZJobParams = z.strictObject({ job_id: ZPathId });

/** Routes of the screening questionnaires (spec §7 "Organisation side"); all need manageQuestionnaires. */
export async function questionnairesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMembership(ctx, "manageQuestionnaires");

  app.get(
    "/capi/org/questionnaires",
    {
      schema: {
        tags: ["questionnaires"],
        operationId: "listQuestionnaires",
        summary: "The organisation's questionnaires: `query` matches the name, `status` (list) narrows; 50 a page",
        access: "org",
        errors: ["Forbidden"],
        querystring: ZQuestionnaireListQuery,
        response: { 200: ZQuestionnaireListResponse },
      },
      onRequest,
    },
    async (request) => listQuestionnaires(ctx, orgContextOf(request), request.query),
  );

  app.post(
    "/capi/org/questionnaires",
    {
      schema: {
        tags: ["questionnaires"],
        operationId: "createQuestionnaire",
        summary: "A new active questionnaire; refused beyond the plan's active questionnaires",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        body: ZCreateQuestionnaireRequest,
        response: { 201: ZQuestionnaire },
      },
      onRequest,
    },
    async (request, reply) => {
      const created = await createQuestionnaire(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/capi/org/questionnaires/autocomplete",
    {
      schema: {
        tags: ["questionnaires"],
        operationId: "autocompleteQuestionnaires",
        summary: "Up to 10 active questionnaires whose name matches `query`, by name (a listing's picker)",
        access: "org",
        errors: ["Forbidden"],
        querystring: ZQuestionnaireAutocompleteQuery,
        response: { 200: ZQuestionnaireAutocompleteResponse },
      },
      onRequest,
    },
    async (request) => autocomplete(ctx, orgContextOf(request), request.query.query),
  );

  app.get(
    "/capi/org/questionnaires/for-listing/:listing_id",
    {
      schema: {
        tags: ["questionnaires"],
        operationId: "getQuestionnaireForListing",
        summary: "The questionnaire of the organisation's listing (current version), null when it has none",
        access: "org",
        errors: ["Forbidden", "NotFound"],
        params: ZListingParams,
        response: { 200: ZQuestionnaireOrNull },
      },
      onRequest,
    },
    async (request) => questionnaireForListing(ctx, orgContextOf(request), request.params.listing_id),
  );

  app.get(
    "/capi/org/questionnaires/for-job/:job_id",
    {
      schema: {
        tags: ["questionnaires"],
        operationId: "getQuestionnaireForJob",
        summary: "The questionnaire of the job's most recent listing that has one, null when none has",
        access: "org",
        errors: ["Forbidden", "NotFound"],
        params: ZJobParams,
        response: { 200: ZQuestionnaireOrNull },
      },
      onRequest,
    },
    async (request) => questionnaireForJob(ctx, orgContextOf(request), request.params.job_id),
  );

  app.get(
    "/capi/org/questionnaires/:questionnaire_id",
    {
      schema: {
        tags: ["questionnaires"],
        operationId: "getQuestionnaire",
        summary: "A questionnaire with the questions of its current version, in order",
        access: "org",
        errors: ["Forbidden", "NotFound"],
        params: ZQuestionnaireParams,
        response: { 200: ZQuestionnaire },
      },
      onRequest,
    },
    async (request) => getQuestionnaire(ctx, orgContextOf(request), request.params.questionnaire_id),
  );

  app.put(
    "/capi/org/questionnaires/:questionnaire_id",
    {
      schema: {
        tags: ["questionnaires"],
        operationId: "updateQuestionnaire",
        summary:
          "Name, status (active ↔ archived) and questions; changed questions make a new version, the old one stays readable",
        access: "org",
        errors: ["Forbidden", "NotFound", "ServiceError"],
        params: ZQuestionnaireParams,
        body: ZUpdateQuestionnaireRequest,
        response: { 200: ZQuestionnaire },
      },
      onRequest,
    },
    async (request) => {
      const id = request.params.questionnaire_id;
      if (request.body.id !== id) {
        throw FieldError.at("body", ["id"], "questionnairesIdMismatch");
      }
      return updateQuestionnaire(ctx, orgContextOf(request), id, request.body);
    },
  );
}
