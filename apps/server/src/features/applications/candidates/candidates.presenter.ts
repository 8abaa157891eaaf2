import {
  displayedApplicationStatus,
  type TActivity,
  type TOrgApplication,
  type TOrgApplicationItem,
  type TOrgPoolItem,
  type TQuestion,
  type TRatingSummary,
} from "@jobatlas/contract";
import { isIdentityDeleted } from "../applicant-identity";
import type { answersOf, attachmentsOf } from "../applications.repo";
import type { ApplicationView, duplicatesOf, poolViews } from "./candidates.repo";

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** An application in the candidates list. */
export function presentApplicationItem(
  { application, listing, job, hasDuplicates }: ApplicationView,
  rating: TRatingSummary,
): TOrgApplicationItem {
  return {
    kind: "application",
    id: application.id,
    name: fullName(application.firstName, application.lastName),
    origin: application.origin,
    listing: listing ?? null,
    job: job ?? null,
    created_at: application.createdAt.toISOString(),
    status: application.status,
    displayed_status: displayedApplicationStatus(application.status, application.closedBy),
    knock_out_missed: application.knockOutMissed,
    has_duplicates: hasDuplicates,
    identity_deleted: isIdentityDeleted(application),
    rating,
  };
}

/** A seeker of the candidate pool in the list. */
export function presentPoolItem(row: Awaited<ReturnType<typeof poolViews>>[number]): TOrgPoolItem {
  return {
    kind: "pool",
    user_id: row.userId,
    name: fullName(row.firstName, row.lastName) || row.email,
    created_at: row.grantedAt.toISOString(),
    job_titles: row.jobTitles ?? [],
  };
}

/**
 * The candidate profile. Email and phone stay hidden (null, `contact_hidden`) until the applicant
 * accepted a contact request (ADR 024). Answers are read against the questionnaire version the
 * applicant answered, in its order; an answer to a question that version lacks is left out.
 */
export function presentOrgApplication(parts: {
  view: ApplicationView;
  answers: Awaited<ReturnType<typeof answersOf>>;
  questions: TQuestion[];
  attachments: Awaited<ReturnType<typeof attachmentsOf>>;
  duplicates: Awaited<ReturnType<typeof duplicatesOf>>;
  history: TActivity[];
}): TOrgApplication {
  const { application, listing, job } = parts.view;
  const revealed = application.contactRevealedAt !== null;
  const answerByQuestion = new Map(parts.answers.map((answer) => [answer.questionId, answer]));
  return {
    id: application.id,
    origin: application.origin,
    status: application.status,
    displayed_status: displayedApplicationStatus(application.status, application.closedBy),
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
    listing: listing ?? null,
    job: job ?? null,
    first_name: application.firstName,
    last_name: application.lastName,
    has_account: application.userId !== null,
    identity_deleted: isIdentityDeleted(application),
    email: revealed ? application.email : null,
    phone: revealed ? application.phone : null,
    contact_hidden: !revealed,
    contact_revealed_at: application.contactRevealedAt?.toISOString() ?? null,
    language: application.language,
    my_story: application.myStory,
    what_i_bring: application.whatIBring,
    what_i_want: application.whatIWant,
    knock_out_missed: application.knockOutMissed,
    answers: parts.questions.flatMap((question) => {
      const answer = answerByQuestion.get(question.id);
      if (!answer) return [];
      return [
        {
          question_id: question.id,
          type: question.type,
          text: question.text,
          values: answer.values,
          knock_out: question.knock_out,
          knock_out_missed: answer.knockOutMissed,
        },
      ];
    }),
    attachments: parts.attachments.map((attachment) => ({
      id: attachment.id,
      file_name: attachment.fileName,
      byte_size: attachment.byteSize,
      url: `/capi/org/applications/${application.id}/attachments/${attachment.id}`,
    })),
    history: [...parts.history].reverse().map((activity) => ({
      id: activity.id,
      verb: activity.verb,
      actor_kind: activity.actor_kind,
      actor_name: activity.actor ? fullName(activity.actor.first_name, activity.actor.last_name) : null,
      created_at: activity.created_at,
    })),
    duplicates: parts.duplicates.map((duplicate) => ({
      id: duplicate.id,
      created_at: duplicate.createdAt.toISOString(),
      status: duplicate.status,
      displayed_status: displayedApplicationStatus(duplicate.status, duplicate.closedBy),
      listing: duplicate.listing ?? null,
      job: duplicate.job ?? null,
    })),
    notes: application.notes,
  };
}
