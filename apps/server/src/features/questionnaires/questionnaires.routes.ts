import type { FastifyInstance } from "fastify";
import {
  ZCreateQuestionnaireRequest,
  ZQuestionnaire,
  ZQuestionnaireAutocompleteQuery,
  ZQuestionnaireAutocompleteResponse,
  ZQuestionnaireListQuery,
  ZQuestionnaireListResponse,
  ZQuestionnaireOrNull,
  ZUpdateQuestionnaireRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { orgContextOf } from "../../plugins/org-context";
import { idParams, orgRole, requireSameId, routeGroup } from "../../plugins/route-group";
import {
  autocomplete,
  createQuestionnaire,
  getQuestionnaire,
  listQuestionnaires,
  questionnaireForJob,
  questionnaireForListing,
  updateQuestionnaire,
} from "./questionnaires.service";

const ZListingParams = idParams("listing_id");
const ZJobParams = idParams("job_id");
/** The questionnaire the path names, answered whole. */
const questionnaireById = { params: idParams("questionnaire_id"), response: { 200: ZQuestionnaire } };

/** Routes of the screening questionnaires (spec §7 "Organisation side"); all need manageQuestionnaires. */
export async function questionnairesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const route = routeGroup(instance, "questionnaires", orgRole(ctx, "manageQuestionnaires"));

  route.get(
    "/capi/org/questionnaires",
    {
      operationId: "listQuestionnaires",
      summary: "The organisation's questionnaires: `query` matches the name, `status` (list) narrows; 50 a page",
      querystring: ZQuestionnaireListQuery,
      response: { 200: ZQuestionnaireListResponse },
    },
    async (request) => listQuestionnaires(ctx, orgContextOf(request), request.query),
  );

  route.post(
    "/capi/org/questionnaires",
    {
      operationId: "createQuestionnaire",
      summary: "A new active questionnaire; refused beyond the plan's active questionnaires",
      errors: ["ServiceError"],
      body: ZCreateQuestionnaireRequest,
      response: { 201: ZQuestionnaire },
    },
    async (request, reply) => {
      const created = await createQuestionnaire(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  route.get(
    "/capi/org/questionnaires/autocomplete",
    {
      operationId: "autocompleteQuestionnaires",
      summary: "Up to 10 active questionnaires whose name matches `query`, by name (a listing's picker)",
      querystring: ZQuestionnaireAutocompleteQuery,
      response: { 200: ZQuestionnaireAutocompleteResponse },
    },
    async (request) => autocomplete(ctx, orgContextOf(request), request.query.query),
  );

  route.get(
    "/capi/org/questionnaires/for-listing/:listing_id",
    {
      operationId: "getQuestionnaireForListing",
      summary: "The questionnaire of the organisation's listing (current version), null when it has none",
      errors: ["NotFound"],
      params: ZListingParams,
      response: { 200: ZQuestionnaireOrNull },
    },
    async (request) => questionnaireForListing(ctx, orgContextOf(request), request.params.listing_id),
  );

  route.get(
    "/capi/org/questionnaires/for-job/:job_id",
    {
      operationId: "getQuestionnaireForJob",
      summary: "The questionnaire of the job's most recent listing that has one, null when none has",
      errors: ["NotFound"],
      params: ZJobParams,
      response: { 200: ZQuestionnaireOrNull },
    },
    async (request) => questionnaireForJob(ctx, orgContextOf(request), request.params.job_id),
  );

  route.get(
    "/capi/org/questionnaires/:questionnaire_id",
    {
      operationId: "getQuestionnaire",
      summary: "A questionnaire with the questions of its current version, in order",
      errors: ["NotFound"],
      ...questionnaireById,
    },
    async (request) => getQuestionnaire(ctx, orgContextOf(request), request.params.questionnaire_id),
  );

  route.put(
    "/capi/org/questionnaires/:questionnaire_id",
    {
      operationId: "updateQuestionnaire",
      summary:
        "Name, status (active ↔ archived) and questions; changed questions make a new version, the old one stays readable",
      errors: ["NotFound", "ServiceError"],
      stale: true,
      ...questionnaireById,
      body: ZUpdateQuestionnaireRequest,
    },
    async (request) => {
      const id = request.params.questionnaire_id;
      requireSameId(request.body, id, "questionnairesIdMismatch");
      return updateQuestionnaire(ctx, orgContextOf(request), id, request.body);
    },
  );
}
