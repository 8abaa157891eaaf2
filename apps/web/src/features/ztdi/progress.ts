/**
 * The questionnaire's progress, kept in sessionStorage so a reload (or a slip of the back button)
 * loses no answer; cleared once the result is stored. Pure functions, tested in progress.test.ts.
 */
import { ZTDI_ANSWER_MAX, ZTDI_ANSWER_MIN, ZTDI_STATEMENT_COUNT } from "@jobatlas/contract";

export const ZTDI_STORAGE_KEY = "jobatlas.ztdi";

/** intro; a statement's index (0–29); finish (email); survey (after the result was stored). */
export type ZtdiStep = "intro" | number | "finish" | "survey";

export interface ZtdiProgress {
  answers: (number | null)[];
  step: ZtdiStep;
  /** The stored result's token, during the survey step. */
  token: string | null;
  mailed: boolean;
}

export const emptyProgress = (): ZtdiProgress => ({
  answers: Array.from({ length: ZTDI_STATEMENT_COUNT }, () => null),
  step: "intro",
  token: null,
  mailed: false,
});

const isAnswer = (v: unknown): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= ZTDI_ANSWER_MIN && v <= ZTDI_ANSWER_MAX;

/** Reads what was stored; anything malformed starts afresh. */
export function parseProgress(raw: string | null): ZtdiProgress {
  if (!raw) return emptyProgress();
  try {
    const value = JSON.parse(raw) as Partial<ZtdiProgress>;
    const answers = Array.from({ length: ZTDI_STATEMENT_COUNT }, (_, i) => {
      const a = Array.isArray(value.answers) ? (value.answers[i] as unknown) : null;
      return isAnswer(a) ? a : null;
    });
    const token = typeof value.token === "string" ? value.token : null;
    let step: ZtdiStep = "intro";
    if (value.step === "survey" && token) step = "survey";
    else if (value.step === "finish") step = answers.every((a) => a !== null) ? "finish" : firstOpen(answers);
    else if (typeof value.step === "number" && Number.isInteger(value.step))
      step = Math.min(Math.max(value.step, 0), firstOpen(answers));
    return { answers, step, token, mailed: value.mailed === true };
  } catch {
    return emptyProgress();
  }
}

/** The first statement without an answer (the last one when all are answered). */
export function firstOpen(answers: readonly (number | null)[]): number {
  const open = answers.findIndex((a) => a === null);
  return open < 0 ? answers.length - 1 : open;
}

export const answeredCount = (answers: readonly (number | null)[]) => answers.filter((a) => a !== null).length;

export function loadProgress(): ZtdiProgress {
  try {
    return parseProgress(window.sessionStorage.getItem(ZTDI_STORAGE_KEY));
  } catch {
    return emptyProgress();
  }
}

export function saveProgress(progress: ZtdiProgress): void {
  try {
    window.sessionStorage.setItem(ZTDI_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or off (private mode): the answers live on in memory.
  }
}

export function clearProgress(): void {
  try {
    window.sessionStorage.removeItem(ZTDI_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
