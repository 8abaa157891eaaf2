import {
  APPLICATION_ERROR_CODES,
  APPLICATION_LIMITS,
  ZApplicationRequest,
  ZEmail,
  ZPhone,
  type TApplicantQuestion,
  type TStatusResponse,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Check, FileText, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ValidationError } from "@/lib/api-errors";
import { seekerProfileQueryOptions } from "@/features/seeker-profile";
import { uploadAttachment, useApplyStart, useSubmitApplication } from "../api/apply";
import {
  clearDraft,
  draftKey,
  loadDraft,
  newDraft,
  saveDraft,
  stepsFor,
  verificationValid,
  type ApplyDraft,
  type ApplyStep,
} from "../draft";
import { CandidatePoolOption } from "./candidate-pool-option";
import { answerField, QuestionsStep } from "./questions-step";
import { rootErrorOf, type RootError } from "./root-error";
import { AnswerTimeNote } from "./answer-time-note";
import { VerifyEmailStep } from "./verify-email-step";
// The wizard shows zod's messages: in the page's language, loaded with it (ADR 048).
import "@/lib/zod-messages";

/** Which step shows a field the server names. */
function stepOfField(field: string): ApplyStep {
  if (field.startsWith("answers")) return "questions";
  if (["first_name", "last_name", "email", "phone"].includes(field)) return "contact";
  return "texts";
}

const TEXT_FIELDS = [
  ["myStory", "my_story"],
  ["whatIBring", "what_i_bring"],
  ["whatIWant", "what_i_want"],
] as const;

type Prefill = { firstName: string; lastName: string; email: string };

function initialDraft(key: string, status: TStatusResponse | undefined, invite: Prefill | undefined): ApplyDraft {
  const stored = typeof window !== "undefined" ? loadDraft(window.sessionStorage, key) : undefined;
  if (stored) return stored;
  const draft = newDraft(crypto.randomUUID());
  const user = status?.user;
  if (user) return { ...draft, firstName: user.first_name, lastName: user.last_name };
  return invite ? { ...draft, ...invite } : draft;
}

/**
 * The application wizard: intro (what the company receives, data protection, candidate-pool access
 * for signed-in seekers) → contact details → email code (anonymous) → questionnaire (when the
 * listing has one) → texts and PDFs → submit. The draft lives in session storage per company and
 * listing; its idempotency key makes a double submit one application.
 */
export function ApplyWizard({
  companyId,
  companyName,
  listingId,
  jobId,
  heading,
  answerDays,
  retentionDays = 90,
  questions,
  status,
  inviteToken,
  invitePrefill,
}: {
  companyId: number;
  companyName: string;
  listingId?: number;
  jobId?: number;
  heading: string;
  /** The company's answer time (its public page's), shown under the heading. */
  answerDays?: number;
  /** The company's retention period: the data protection note names it (90 days until it is known). */
  retentionDays?: number;
  questions: TApplicantQuestion[];
  status: TStatusResponse | undefined;
  /** A usable invitation's token (ADR 026): the application becomes invited. */
  inviteToken?: string;
  invitePrefill?: Prefill;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  useApplyStart(listingId);
  const signedIn = Boolean(status?.authenticated && status.user);
  const key = draftKey(companyId, listingId, jobId);
  const [draft, setDraft] = useState<ApplyDraft>(() => initialDraft(key, status, invitePrefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rootError, setRootError] = useState<RootError | null>(null);
  const [uploading, setUploading] = useState(false);
  const submit = useSubmitApplication();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<"heading" | "invalid" | null>(null);
  const steps = stepsFor({ anonymous: !signedIn, hasQuestions: questions.length > 0 });
  const step: ApplyStep = steps.includes(draft.step) ? draft.step : "intro";
  const index = steps.indexOf(step);
  const email = signedIn ? (status?.user?.email ?? "") : draft.email.trim().toLowerCase();

  useEffect(() => saveDraft(window.sessionStorage, key, draft), [key, draft]);

  // Signed in: the texts start from the seeker profile, once.
  const profile = useQuery({ ...seekerProfileQueryOptions(), enabled: signedIn && !draft.prefilled });
  useEffect(() => {
    if (!profile.data || draft.prefilled) return;
    const p = profile.data;
    setDraft((d) => ({
      ...d,
      prefilled: true,
      whatIBring: d.whatIBring || p.about,
      whatIWant: d.whatIWant || p.job_titles.join(", "),
    }));
  }, [profile.data, draft.prefilled]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "heading") stepHeading.current?.focus();
    if (target === "invalid")
      document
        .querySelector<HTMLElement>('#apply-form [aria-invalid="true"], #apply-form [data-invalid="true"]')
        ?.focus();
  });

  const update = (changes: Partial<ApplyDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const goTo = (next: ApplyStep) => {
    setErrors({});
    setRootError(null);
    focusTarget.current = "heading";
    update({ step: next });
  };
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    focusTarget.current = "invalid";
  };

  /** The current step's own checks (the server checks them again). */
  const checkStep = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const required = t("userApplications.apply.errors.required");
    if (step === "contact") {
      if (!draft.firstName.trim()) found.first_name = required;
      if (!draft.lastName.trim()) found.last_name = required;
      if (!signedIn) {
        const parsed = ZEmail.safeParse(draft.email);
        if (!parsed.success) found.email = parsed.error.issues[0]?.message ?? required;
      }
      if (draft.phone.trim()) {
        const phone = ZPhone.safeParse(draft.phone);
        if (!phone.success) found.phone = phone.error.issues[0]?.message ?? required;
      }
    }
    if (step === "texts") {
      // Too long is refused here, never cut: the field keeps every character typed or pasted.
      for (const [name, field] of TEXT_FIELDS) {
        const parsed = ZApplicationRequest.shape[field].safeParse(draft[name]);
        if (!parsed.success) found[field] = parsed.error.issues[0]?.message ?? required;
      }
    }
    if (step === "questions") {
      for (const question of questions) {
        const values = (draft.answers[String(question.id)] ?? []).filter((v) => v.trim());
        if (question.required && values.length === 0)
          found[answerField(question.id)] = t("userApplications.apply.errors.answerRequired");
      }
    }
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = checkStep();
    if (Object.keys(found).length > 0) return showErrors(found);
    if (step === "verify" && !verificationValid(draft, new Date())) {
      setRootError({ kind: "server", message: t("userApplications.apply.errors.needsVerification") });
      return;
    }
    const next = steps[index + 1];
    if (next) return goTo(next);
    void send();
  };

  const send = async () => {
    setErrors({});
    setRootError(null);
    const common = {
      company_id: companyId,
      listing_id: listingId ?? null,
      job_id: listingId ? null : (jobId ?? null),
      first_name: draft.firstName,
      last_name: draft.lastName,
      phone: draft.phone.trim() || null,
      my_story: draft.myStory,
      what_i_bring: draft.whatIBring,
      what_i_want: draft.whatIWant,
      answers: questions
        .map((q) => ({ question_id: q.id, values: (draft.answers[String(q.id)] ?? []).filter((v) => v.trim()) }))
        .filter((a) => a.values.length > 0),
      attachment_ids: draft.attachments.map((a) => a.id),
      idempotency_key: draft.idempotencyKey,
      invite_token: inviteToken ?? null,
      language: lang,
    };
    try {
      await submit.mutateAsync(
        signedIn
          ? { kind: "user", body: common }
          : {
              kind: "anonymous",
              body: { ...common, email: draft.email, verification_token: draft.verification?.token ?? null },
            },
      );
      clearDraft(window.sessionStorage, key);
      void navigate({
        to: "/$lang/company/$companyId/apply",
        params: { lang, companyId: String(companyId) },
        search: { listing_id: listingId, job_id: jobId, success: true },
        replace: true,
      });
    } catch (error) {
      if (error instanceof ValidationError) {
        const found: Record<string, string> = {};
        const root: string[] = [];
        for (const entry of error.entries) {
          const path = entry.loc.slice(1).map(String);
          const field = path[0] === "answers" ? path.slice(0, 2).join(".") : (path[0] ?? "");
          if (!field || field === "__root__") root.push(entry.msg);
          else found[field] = entry.msg;
        }
        const first = Object.keys(found)[0];
        if (root.length > 0) setRootError({ kind: "server", message: root.join(" ") });
        if (first) {
          const target = stepOfField(first);
          if (target !== step) update({ step: target });
          showErrors(found);
        }
        return;
      }
      const root = rootErrorOf(error);
      if (root.code === APPLICATION_ERROR_CODES.verificationInvalid && !signedIn) {
        update({ verification: null, step: "verify" });
        focusTarget.current = "heading";
        setRootError({ ...root, message: t("userApplications.apply.errors.verificationInvalid") });
        return;
      }
      if (root.code === APPLICATION_ERROR_CODES.listingClosed)
        root.message = t("userApplications.apply.errors.listingClosed");
      if (root.code === APPLICATION_ERROR_CODES.appliesElsewhere)
        root.message = t("userApplications.apply.errors.appliesElsewhere");
      if (root.code === APPLICATION_ERROR_CODES.inviteInvalid)
        root.message = t("userApplications.apply.errors.inviteInvalid");
      setRootError(root);
    }
  };

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setErrors((e) => ({ ...e, attachment: "" }));
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        if (draft.attachments.length >= APPLICATION_LIMITS.attachmentsMax) break;
        if (file.size > APPLICATION_LIMITS.attachmentMaxBytes) {
          setErrors((e) => ({ ...e, attachment: t("userApplications.apply.texts.tooLarge", { name: file.name }) }));
          continue;
        }
        try {
          const stored = await uploadAttachment(file, signedIn ? null : (draft.verification?.token ?? null));
          setDraft((d) => ({ ...d, attachments: [...d.attachments, stored] }));
        } catch (error) {
          const root = rootErrorOf(error);
          setErrors((e) => ({
            ...e,
            attachment:
              root.field === "attachment"
                ? t("userApplications.apply.texts.notPdf", { name: file.name })
                : root.code === APPLICATION_ERROR_CODES.attachmentActiveContent
                  ? t("userApplications.apply.texts.activeContent", { name: file.name })
                  : root.message,
          }));
        }
      }
    } finally {
      setUploading(false);
    }
  };

  const stepTitle = (s: ApplyStep) => t(`userApplications.apply.steps.${s}`);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-lg">{heading}</p>
        <AnswerTimeNote companyName={companyName} days={answerDays} />
      </div>
      <nav aria-label={t("userApplications.apply.progressLabel")}>
        <ol className="flex flex-wrap gap-2">
          {steps.map((s, i) => (
            <li
              key={s}
              aria-current={i === index ? "step" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-md px-2 py-1 text-sm",
                i === index ? "font-semibold" : "text-muted",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-6 items-center justify-center rounded-full border text-xs",
                  i <= index ? "border-accent bg-accent text-accent-fg" : "border-input",
                )}
              >
                {i < index ? <Check className="size-3.5" /> : i + 1}
              </span>
              <span className="sr-only">
                {t("userApplications.apply.progress", { current: i + 1, total: steps.length, title: "" })}
              </span>
              {stepTitle(s)}
            </li>
          ))}
        </ol>
      </nav>

      <form id="apply-form" noValidate onSubmit={onSubmit} className="space-y-6">
        <h2 ref={stepHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("userApplications.apply.progress", { current: index + 1, total: steps.length, title: stepTitle(step) })}
        </h2>
        <FormError message={rootError?.message} kind={rootError?.kind} />

        {step === "intro" && (
          <div className="max-w-prose space-y-4">
            <section aria-labelledby="apply-receives" className="space-y-1">
              <h3 id="apply-receives" className="font-semibold">
                {t("userApplications.apply.intro.receives", { company: companyName })}
              </h3>
              <p>{t("userApplications.apply.intro.receivesText")}</p>
            </section>
            <section aria-labelledby="apply-privacy" className="space-y-1">
              <h3 id="apply-privacy" className="font-semibold">
                {t("userApplications.apply.intro.privacyTitle")}
              </h3>
              <p>{t("userApplications.apply.intro.privacyWho", { company: companyName })}</p>
              <p>{t("userApplications.apply.intro.privacyHowLong", { days: retentionDays })}</p>
            </section>
            {inviteToken && <p>{t("userApplications.apply.intro.invited", { company: companyName })}</p>}
            <p className="text-muted">
              {signedIn
                ? t("userApplications.apply.intro.signedInHint", { email })
                : t("userApplications.apply.intro.anonymousHint")}
            </p>
          </div>
        )}

        {step === "contact" && (
          <div className="grid max-w-xl gap-4 sm:grid-cols-2">
            <Field label={t("userApplications.apply.contact.firstName")} error={errors.first_name}>
              {(props) => (
                <Input
                  {...props}
                  autoComplete="given-name"
                  maxLength={APPLICATION_LIMITS.nameMax}
                  value={draft.firstName}
                  onChange={(e) => update({ firstName: e.target.value })}
                />
              )}
            </Field>
            <Field label={t("userApplications.apply.contact.lastName")} error={errors.last_name}>
              {(props) => (
                <Input
                  {...props}
                  autoComplete="family-name"
                  maxLength={APPLICATION_LIMITS.nameMax}
                  value={draft.lastName}
                  onChange={(e) => update({ lastName: e.target.value })}
                />
              )}
            </Field>
            {signedIn ? (
              <p className="sm:col-span-2">{t("userApplications.apply.contact.emailSignedIn", { email })}</p>
            ) : (
              <Field label={t("userApplications.apply.contact.email")} error={errors.email} className="sm:col-span-2">
                {(props) => (
                  <Input
                    {...props}
                    type="email"
                    autoComplete="email"
                    value={draft.email}
                    onChange={(e) => update({ email: e.target.value })}
                  />
                )}
              </Field>
            )}
            <Field label={t("userApplications.apply.contact.phone")} error={errors.phone} optional>
              {(props) => (
                <Input
                  {...props}
                  type="tel"
                  autoComplete="tel"
                  maxLength={APPLICATION_LIMITS.phoneMax}
                  value={draft.phone}
                  onChange={(e) => update({ phone: e.target.value })}
                />
              )}
            </Field>
          </div>
        )}

        {step === "verify" && (
          <VerifyEmailStep
            email={email}
            verified={verificationValid(draft, new Date())}
            onVerified={(verification) => {
              update({ verification });
              const next = steps[index + 1];
              if (next) goTo(next);
            }}
          />
        )}

        {step === "questions" && (
          <>
            <p>{t("userApplications.apply.questions.intro", { company: companyName })}</p>
            <QuestionsStep
              questions={questions}
              answers={draft.answers}
              errors={errors}
              onChange={(questionId, values) =>
                setDraft((d) => ({ ...d, answers: { ...d.answers, [String(questionId)]: values } }))
              }
            />
          </>
        )}

        {step === "texts" && (
          <div className="max-w-2xl space-y-4">
            {signedIn && draft.prefilled && (profile.data?.about || profile.data?.job_titles.length) ? (
              <p className="text-sm text-muted">{t("userApplications.apply.texts.prefilled")}</p>
            ) : null}
            {TEXT_FIELDS.map(([name, field]) => (
              <Field
                key={field}
                label={t(`userApplications.apply.texts.${name}`)}
                hint={`${t(`userApplications.apply.texts.${name}Hint`)} ${t("form.characters", {
                  count: draft[name].length,
                  max: APPLICATION_LIMITS.textMax,
                })}`}
                error={errors[field]}
                optional
              >
                {(props) => (
                  <Textarea
                    {...props}
                    rows={5}
                    value={draft[name]}
                    onChange={(e) => update({ [name]: e.target.value })}
                  />
                )}
              </Field>
            ))}
            <Field
              label={t("userApplications.apply.texts.attachments")}
              hint={t("userApplications.apply.texts.attachmentsHint")}
              error={errors.attachment || errors.attachment_ids}
              optional
            >
              {(props) => (
                <Input
                  {...props}
                  type="file"
                  accept="application/pdf,.pdf"
                  multiple
                  disabled={uploading || draft.attachments.length >= APPLICATION_LIMITS.attachmentsMax}
                  onChange={(e) => {
                    void onFiles(e.target.files);
                    e.target.value = "";
                  }}
                />
              )}
            </Field>
            {uploading && <p role="status">{t("userApplications.apply.texts.uploading")}</p>}
            {draft.attachments.length > 0 && (
              <ul className="space-y-2">
                {draft.attachments.map((attachment) => (
                  <li key={attachment.id} className="flex items-center gap-2">
                    <FileText aria-hidden="true" className="size-4" />
                    <span>{attachment.file_name}</span>
                    <span className="text-sm text-muted">({Math.ceil(attachment.byte_size / 1024)} kB)</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={t("userApplications.apply.texts.remove", { name: attachment.file_name })}
                      onClick={() => update({ attachments: draft.attachments.filter((a) => a.id !== attachment.id) })}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        <div className="flex flex-wrap gap-3">
          {index > 0 && (
            <Button type="button" variant="secondary" onClick={() => goTo(steps[index - 1]!)}>
              {t("userApplications.apply.back")}
            </Button>
          )}
          {index < steps.length - 1 ? (
            step !== "verify" || verificationValid(draft, new Date()) ? (
              <Button type="submit">{t("userApplications.apply.next")}</Button>
            ) : null
          ) : (
            <Button type="submit" disabled={submit.isPending || uploading}>
              <Send aria-hidden="true" className="size-5" />
              {submit.isPending ? t("userApplications.apply.submitting") : t("userApplications.apply.submit")}
            </Button>
          )}
        </div>
      </form>

      {step === "intro" && signedIn && !listingId && (
        <CandidatePoolOption companyId={companyId} companyName={companyName} />
      )}
    </div>
  );
}
