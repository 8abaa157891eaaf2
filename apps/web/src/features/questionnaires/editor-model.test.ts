import type { TQuestionnaire } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import {
  bodyOf,
  checkDraft,
  draftOf,
  errorsFromServer,
  moveQuestion,
  newOption,
  newQuestion,
  questionErrors,
  retype,
  type Draft,
} from "./editor-model";

const QUESTIONNAIRE: TQuestionnaire = {
  id: 7,
  name: "Drivers",
  status: "active",
  version: 3,
  listings_count: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-02T00:00:00.000Z",
  revision: 1,
  questions: [
    {
      id: 1,
      type: "single_select",
      text: "Licence B?",
      options: ["Yes", "No"],
      required: true,
      knock_out: true,
      expected_answers: ["Yes"],
    },
    { id: 2, type: "free_text", text: "Why us?", options: [], required: false, knock_out: false, expected_answers: [] },
  ],
};

const ruleMessage = (rule: string, params: Record<string, number>) => `${rule}${params.min ?? ""}`;

describe("the questionnaire editor's model", () => {
  it("round-trips a questionnaire into the PUT body", () => {
    expect(bodyOf(draftOf(QUESTIONNAIRE))).toEqual({
      id: 7,
      name: "Drivers",
      status: "active",
      questions: QUESTIONNAIRE.questions.map(({ id: _id, ...q }) => q),
    });
  });

  it("sends no options and no knock-out for free text, and expected answers only for knock-out questions", () => {
    const draft = draftOf(QUESTIONNAIRE);
    const [licence, why] = draft.questions;
    if (!licence || !why) throw new Error("two questions");
    const asText = retype(licence, "free_text");
    const notKnockOut = { ...licence, knockOut: false };
    const body = bodyOf({ ...draft, questions: [asText, notKnockOut, retype(why, "multi_select")] });
    expect(body.questions[0]).toMatchObject({ type: "free_text", options: [], knock_out: false, expected_answers: [] });
    expect(body.questions[1]).toMatchObject({ options: ["Yes", "No"], knock_out: false, expected_answers: [] });
    // A free-text question made a select gets two empty options; switching back and forth keeps them.
    expect(body.questions[2]).toMatchObject({ type: "multi_select", options: ["", ""] });
    expect(retype(asText, "single_select").options.map((o) => o.value)).toEqual(["Yes", "No"]);
  });

  it("moves questions up and down, never past the ends", () => {
    const [a, b, c] = [newQuestion(), newQuestion(), newQuestion()];
    const list = [a, b, c];
    expect(moveQuestion(list, 2, -1)).toEqual([a, c, b]);
    expect(moveQuestion(list, 0, 1)).toEqual([b, a, c]);
    expect(moveQuestion(list, 0, -1)).toBe(list);
    expect(moveQuestion(list, 2, 1)).toBe(list);
  });

  it("checks what the server checks, at the paths the server uses", () => {
    applyLanguage("en");
    const draft: Draft = {
      id: 7,
      name: "D",
      status: "active",
      questions: [
        { ...newQuestion("free_text"), text: "Fine" },
        { ...newQuestion("multi_select"), text: "", options: [newOption("A"), newOption(" a "), newOption("")] },
        { ...newQuestion("single_select"), text: "KO", knockOut: true, options: [newOption("Yes"), newOption("No")] },
      ],
    };
    const errors = checkDraft(draft, ruleMessage);
    expect(Object.keys(errors).sort()).toEqual([
      "name",
      "questions.1.options.1",
      "questions.1.options.2",
      "questions.1.text",
      "questions.2.expected_answers",
    ]);
    expect(errors.name).toBe("Enter at least 2 characters.");
    expect(errors["questions.1.options.1"]).toBe("optionDuplicate");
    expect(errors["questions.1.options.2"]).toBe("Required.");
    expect(errors["questions.2.expected_answers"]).toBe("expectedAnswersMissing");
    expect(questionErrors(errors, 1)).toEqual({
      text: "Required.",
      "options.1": "optionDuplicate",
      "options.2": "Required.",
    });
  });

  it("puts the server's messages at their fields, and what belongs to no field at the root", () => {
    expect(
      errorsFromServer([
        { loc: ["body", "questions", 2, "options"], msg: "Too few" },
        { loc: ["body", "questions", 2, "options", 1], msg: "Twice" },
        { loc: ["body", "questions", 0, "expected_answers"], msg: "Not among the options" },
        { loc: ["body", "name"], msg: "Too short" },
        { loc: ["body", "id"], msg: "Wrong id" },
        { loc: ["body", "__root__"], msg: "Broken" },
      ]),
    ).toEqual({
      "questions.2.options": "Too few",
      "questions.2.options.1": "Twice",
      "questions.0.expected_answers": "Not among the options",
      name: "Too short",
      __root__: "Wrong id Broken",
    });
  });
});
