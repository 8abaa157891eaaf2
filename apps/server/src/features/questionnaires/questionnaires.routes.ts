import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  questionnaireRuleIssues,
  ZCreateQuestionnaireRequest,
  ZQuestionnaire,
  ZQuestionnaireAutocompleteQuery,
  ZQuestionnaireAutocompleteResponse,
  ZQuestionnaireListQuery,
  ZQuestionnaireListResponse,
  ZQuestionnaireOrNull,
  ZUpdateQuestionnaireRequest,
  type TLanguage,
  type TQuestionnaireRule,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { t, type MessageKey } from "../../i18n/messages";
import { RequestValidationError } from "../../plugins/validation";
import { pathId, ZPathId } from "../companies/path-id";
import { orgContextOf, requireMembership } from "../orgs/orgs.policy";
import {
  autocomplete,
  createQuestionnaire,
  getQuestionnaire,
  listQuestionnaires,
  questionnaireForJob,
  questionnaireForListing,
  updateQuestionnaire,
} from "./questionnaires.service";

const RULE_MESSAGES: Record<TQuestionnaireRule, MessageKey> = {
  optionsTooFew: "questionnairesOptionsTooFew",
  optionsNotAllowed: "questionnairesOptionsNotAllowed",
  optionDuplicate: "questionnairesOptionDuplicate",
  knockOutFreeText: "questionnairesKnockOutFreeText",
  expectedAnswersMissing: "questionnairesExpectedAnswersMissing",
  expectedAnswerUnknown: "questionnairesExpectedAnswerUnknown",
  expectedAnswersNotKnockOut: "questionnairesExpectedAnswersNotKnockOut",
  expectedAnswersAll: "questionnairesExpectedAnswersAll",
};

/**
 * The rules between a question's fields (contract `questionnaireRuleIssues`), answered like the
 * schema's own: a ValidationError entry per issue at its path, in the request's language.
 */
function checkQuestionRules(questions: Parameters<typeof questionnaireRuleIssues>[0], language: TLanguage) {
  const issues = questionnaireRuleIssues(questions);
  if (issues.length === 0) return;
  throw new RequestValidationError(
    "body",
    issues.map((issue) => ({
      code: "custom" as const,
      path: issue.path,
      message: t(language, RULE_MESSAGES[issue.rule], issue.params),
      input: undefined,
    })),
  );
}

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
      checkQuestionRules(request.body.questions, request.language);
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
    async (request) => questionnaireForListing(ctx, orgContextOf(request), pathId(request.params.listing_id)),
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
    async (request) => questionnaireForJob(ctx, orgContextOf(request), pathId(request.params.job_id)),
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
    async (request) => getQuestionnaire(ctx, orgContextOf(request), pathId(request.params.questionnaire_id)),
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
      const id = pathId(request.params.questionnaire_id);
      if (request.body.id !== id) {
        throw new RequestValidationError("body", [
          { code: "custom", path: ["id"], message: t(request.language, "questionnairesIdMismatch"), input: undefined },
        ]);
      }
      checkQuestionRules(request.body.questions, request.language);
      return updateQuestionnaire(ctx, orgContextOf(request), id, request.body);
    },
  );
}
