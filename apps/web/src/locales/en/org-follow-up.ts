/**
 * English texts of the follow-up of applications (issue 29) on the employer's side: the org
 * home's response record, applications about to be closed and mails about new applications; the
 * company tab's answer time; the candidate profile's archiving message and history.
 */
export const orgFollowUpEn = {
  record: {
    title: "Response record",
    intro:
      "The applications received in the last {{days}} days that were answered or closed without an answer; pending ones still within your answer time do not count.",
    answered: "Answered",
    median: "Median time to a first answer",
    days_one: "{{days}} day",
    days_other: "{{days}} days",
    counted_one: "of {{count}} application",
    counted_other: "of {{count}} applications",
    none: "No application of the last {{days}} days has been answered or closed yet.",
    noAnswer: "None answered yet",
    up: "up from {{previous}}",
    down: "down from {{previous}}",
    same: "same as in the {{days}} days before",
    noPrevious: "no figures for the {{days}} days before",
    public: "Shown on your company page.",
    notPublic: "Not shown on your company page yet: it is shown from {{min}} applications in {{days}} days.",
    loadFailed: "The response record could not be loaded.",
  },
  closing: {
    title: "About to be closed",
    intro:
      "These pending applications have passed your answer time. Unless you answer them, each is closed without an answer on the date shown, and the applicant receives a polite standard message.",
    empty: "No application is waiting past your answer time.",
    received: "received {{date}}",
    closesOn: "closes on {{date}}",
    export: "Export CSV",
    loadFailed: "The applications about to be closed could not be loaded.",
  },
  mails: {
    title: "Emails about new applications",
    intro: "How you hear of new applications to this organisation: your own choice, each member makes theirs.",
    legend: "Send me",
    modes: {
      default: "The default",
      instant: "An email for each application",
      daily: "A daily digest at {{time}}",
      none: "No emails",
    },
    hints: {
      default:
        "Now: {{mode}}. By default owners and admins receive the daily digest and recruiters none; for listings where you are the contact person, you receive an email for each application.",
      instant: "As soon as someone applies: the listing, the applicant's name and a link to the profile.",
      daily: "One email each morning with the applications received since the last one.",
      none: "You see new applications in the notifications and the candidates list.",
    },
    defaultModes: {
      instant: "an email for each application",
      daily: "the daily digest",
      none: "no emails",
    },
    save: "Save choice",
    saved: "Your choice was saved.",
    failed: "Your choice could not be saved. Please try again.",
    loadFailed: "Your choice could not be loaded.",
  },
  answerTime: {
    title: "Answer time",
    text: "You promise to answer applications within {{days}} days: your company page and the application form say so. When a pending application reaches that day, your team is reminded in the notifications and by email; if it is still unanswered {{closeDays}} days later, it is closed automatically with a polite standard message to the applicant.",
    label: "Days to answer",
    hint: "{{min}} to {{max}} days; {{default}} is the default.",
    range: "Enter a whole number of days from {{min}} to {{max}}.",
    save: "Save answer time",
    saved: "The answer time was saved.",
  },
  archive: {
    message: "Message to the applicant",
    messageHint:
      "Sent with the email telling {{name}} that the application was closed, and shown on their application page.",
  },
  history: {
    answer_due: "Answer time passed: the team was reminded",
    closed_unanswered: "Closed automatically without an answer",
  },
};
