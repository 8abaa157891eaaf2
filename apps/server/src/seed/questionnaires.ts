import type { TQuestionType, TQuestionnaireStatus } from "@jobatlas/contract";
import type { JobDraft } from "./jobs";
import type { OrgDraft } from "./organizations";
import type { Random } from "./random";
import { FAMILIES, QUESTIONNAIRE_NAMES, QUESTIONS, type QuestionText } from "./texts";
import { addDays } from "../lib/dates";
import { fill, finishText, morningOf } from "./util";

export interface QuestionDraft {
  position: number;
  type: TQuestionType;
  text: string;
  options: string[];
  required: boolean;
  knockOut: boolean;
  expectedAnswers: string[];
}

export interface QuestionnaireDraft {
  name: string;
  status: TQuestionnaireStatus;
  questions: QuestionDraft[];
  createdAt: Date;
}

/** 0–1 questionnaires on the free plan (its limit), 0–3 on the others; the demo organisations always have some. */
export function buildQuestionnaires(
  org: OrgDraft,
  jobs: JobDraft[],
  demo: boolean,
  r: Random,
  today: string,
): QuestionnaireDraft[] {
  let count: number;
  if (org.plan === "free") count = demo || r.chance(0.45) ? 1 : 0;
  else count = demo ? r.int(2, 3) : r.chance(0.8) ? r.int(1, 3) : 0;

  const language = org.language;
  const family = FAMILIES[org.kind.jobs[0]?.family ?? "office"];
  const usedNames = new Set<string>();
  const result: QuestionnaireDraft[] = [];
  for (let i = 0; i < count; i++) {
    let name = "";
    for (let attempt = 0; attempt < 10 && (name === "" || usedNames.has(name)); attempt++) {
      const job = r.pick(jobs);
      name = finishText(fill(r.pick(QUESTIONNAIRE_NAMES)[language], { title: job.role.title[language] }), language);
    }
    if (usedNames.has(name)) name = `${name} ${i + 1}`;
    usedNames.add(name);

    const chosen: QuestionText[] = [];
    if (r.chance(0.6))
      chosen.push({ type: "multi_select", text: family.skills.question, options: family.skills.options });
    const others = r.sample(QUESTIONS, QUESTIONS.length);
    const firstOf = (type: TQuestionType) => others.find((q) => q.type === type);
    for (const q of [firstOf("single_select"), firstOf("free_text")]) if (q) chosen.push(q);
    const total = r.int(2, 6);
    for (const q of others) {
      if (chosen.length >= total) break;
      if (!chosen.includes(q)) chosen.push(q);
    }
    // selects first, open questions last, as a person would write them
    const ordered = [...chosen.filter((q) => q.type !== "free_text"), ...chosen.filter((q) => q.type === "free_text")];

    // The demo organisations ask their first question with expectations as a knock-out question
    // (decided without the PRNG, so every other row stays as it was).
    const knockOut = demo ? ordered.find((q) => q.expected !== undefined) : undefined;
    result.push({
      name,
      status: i === 0 || r.chance(0.8) ? "active" : "archived",
      questions: ordered.map((q, position) => ({
        position,
        type: q.type,
        text: q.text[language],
        options: q.options.map((o) => o[language]),
        required: q.type === "free_text" ? r.chance(0.5) : r.chance(0.85),
        knockOut: q === knockOut,
        expectedAnswers: q === knockOut ? (q.expected ?? []).map((index) => q.options[index]?.[language] ?? "") : [],
      })),
      createdAt: morningOf(addDays(today, -r.int(30, 400)), r.int(0, 600)),
    });
  }
  return result;
}
