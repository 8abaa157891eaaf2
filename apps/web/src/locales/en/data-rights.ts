/** English texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention. */
export const dataRightsEn = {
  yourData: {
    section: "Your data",
    text: "Download a copy of everything we store about you, as a JSON file: your account, seeker profile, watchlist, applications with your answers, job alerts, experiments, Z-TDI results, sessions and memberships. Or delete your account with its data.",
    export: "Download my data",
    exporting: "Preparing the download…",
    exported: "Your data was downloaded as {{file}}.",
    delete: "Delete my account…",
    policy: "Read the data policy",
  },
  deleteDialog: {
    title: "Delete your account?",
    loading: "Checking what deleting your account affects…",
    whatGoes:
      "We delete your account, your seeker profile, watchlist, job alerts, experiments, Z-TDI results, pictures, sessions and memberships, now and for good.",
    employersKeep:
      "Employers you applied to keep the application's status and dates, without your name, address, phone, texts, answers or documents.",
    applications_one: "This concerns {{count}} application.",
    applications_other: "This concerns {{count}} applications.",
    orgsGo:
      "These company accounts have no other member and are deleted with yours, with their listings, jobs and applications:",
    lastOwner:
      "You are the last owner of these company accounts, which have other members. Make another member an owner (or remove the others) first, then come back:",
    confirmLabel: "Type your email address to confirm",
    confirmHint: "{{email}}",
    mismatch: "This is not the email address of your account.",
    confirm: "Delete my account for good",
    deleting: "Deleting…",
    cancel: "Cancel",
    deleted: "Your account was deleted, and you are signed out. Thank you for using Jobatlas.",
  },
  request: {
    heading: "Request your data without an account",
    intro:
      "Applied without an account, took the Z-TDI or subscribed to job alerts with your email address? Prove that the address is yours with a code we email to it; then download what we hold under it, or have it deleted.",
    email: "Your email address",
    sendCode: "Email me a code",
    code: "The 6-digit code",
    codeHint: "We emailed a code to {{email}}. It works for 10 minutes and once.",
    codeDigits: "Enter the 6 digits from the email.",
    codeExpired: "This code is no longer valid. Ask for a new one.",
    verify: "Confirm",
    resend: "Email a new code",
    startOver: "Use another address",
    verified: "Address confirmed: {{email}}. For 30 minutes you can:",
    download: "Download the data",
    downloaded: "The data was downloaded as {{file}}.",
    delete: "Delete the data…",
    deleteTitle: "Delete the data of {{email}}?",
    deleteText:
      "We delete the job alerts and Z-TDI results of this address, now and for good. Employers you applied to keep the application's status and dates, without your name, address, phone, texts, answers or documents.",
    deleteConfirm: "Delete for good",
    deleted: "The data held under {{email}} was deleted.",
    tokenInvalid: "The confirmation expired or was used. Ask for a new code.",
  },
  retention: {
    title: "Keeping applications",
    text: "Closed applications (archived, also automatically when left without an answer), rejected and withdrawn ones are deleted {{days}} days after their final state, with their answers, documents and contact requests (default {{default}} days: the claim period of the Swiss Gender Equality Act; {{min}} to {{max}} days allowed).",
    label: "Days to keep",
    hint: "{{min}} to {{max}} days; {{default}} is the default.",
    range: "Enter a whole number of days from {{min}} to {{max}}.",
    save: "Save period",
    saved: "The retention period was saved.",
  },
};
