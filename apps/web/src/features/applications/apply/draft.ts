import type { TApplicationAttachment } from "@jobatlas/contract";

/** The wizard's steps; `verify` only for anonymous applicants, `questions` only when the listing has a questionnaire. */
export type ApplyStep = "intro" | "contact" | "verify" | "questions" | "texts";

export function stepsFor({ anonymous, hasQuestions }: { anonymous: boolean; hasQuestions: boolean }): ApplyStep[] {
  return [
    "intro",
    "contact",
    ...(anonymous ? (["verify"] as const) : []),
    ...(hasQuestions ? (["questions"] as const) : []),
    "texts",
  ];
}

/** Everything the applicant entered so far: kept in session storage so a reload loses nothing. */
export interface ApplyDraft {
  step: ApplyStep;
  /** One key per application: a double submit (or a retry after a lost answer) creates one application. */
  idempotencyKey: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The verified address and its token (anonymous applicants); a changed email needs a new code. */
  verification: { email: string; token: string; expiresAt: string } | null;
  answers: Record<string, string[]>;
  myStory: string;
  whatIBring: string;
  whatIWant: string;
  attachments: TApplicationAttachment[];
  /** The seeker profile's texts were filled in once (signed in); edits are not overwritten. */
  prefilled: boolean;
}

export function newDraft(idempotencyKey: string): ApplyDraft {
  return {
    step: "intro",
    idempotencyKey,
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    verification: null,
    answers: {},
    myStory: "",
    whatIBring: "",
    whatIWant: "",
    attachments: [],
    prefilled: false,
  };
}

/** One draft per company and listing (or job profile, or the company alone). */
export function draftKey(companyId: number, listingId?: number, jobId?: number): string {
  return `jobatlas.apply.${companyId}.${listingId ? `listing-${listingId}` : jobId ? `job-${jobId}` : "company"}`;
}

const STEPS: readonly ApplyStep[] = ["intro", "contact", "verify", "questions", "texts"];

/** The stored draft, or undefined when there is none or it does not read as one. */
export function loadDraft(storage: Pick<Storage, "getItem">, key: string): ApplyDraft | undefined {
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<ApplyDraft>;
    if (typeof value.idempotencyKey !== "string" || !STEPS.includes(value.step as ApplyStep)) return undefined;
    return { ...newDraft(value.idempotencyKey), ...value } as ApplyDraft;
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Pick<Storage, "setItem">, key: string, draft: ApplyDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the reload safety.
  }
}

export function clearDraft(storage: Pick<Storage, "removeItem">, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** The verification still proves the address typed now (and has not run out). */
export function verificationValid(draft: ApplyDraft, now: Date): boolean {
  const v = draft.verification;
  return v !== null && v.email === draft.email.trim().toLowerCase() && new Date(v.expiresAt) > now;
}
