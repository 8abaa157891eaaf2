/**
 * The words of features/mail's shared templates in de and en, by name (`queueMail(tx, {template,
 * params})`). The layout around them is mail.layout.tsx's; rendered when the mail is queued, so the
 * outbox row holds exactly what is sent.
 */
import type { TLanguage } from "@jobatlas/contract";
import { hello, PRODUCT, type MailBlock, type MailContent } from "./mail.layout";

export interface MailTemplates {
  /** A sign-in link for a known address. */
  login_link: { firstName: string; link: string; minutes: number };
  /** Someone asked for a sign-in link for an address we do not know. */
  signup_invite: { signupLink: string };
  /** A new account: confirm the address and sign in. */
  signup_welcome: { firstName: string; link: string; minutes: number; companyName?: string };
  /** Sign-up with an address that has an account already. */
  account_exists: { firstName: string; link: string; minutes: number };
  /** 6-digit code to prove an address. */
  verification_code: { code: string; minutes: number; purpose: "application" | "change_email" };
  /**
   * To the old address after an email change (ADR 056): what changed, and the one-click way back
   * ("this wasn't me": restores the old address, ends every session) for `days` days.
   */
  email_changed: { firstName: string; oldEmail: string; newEmail: string; revertLink: string; days: number };
  /** A contact or purchase request for the sales inbox. */
  sales_request: {
    kind: "contact" | "purchase";
    name: string;
    email: string;
    company?: string;
    plan?: string;
    message: string;
    registeredCompanyId?: number | null;
    organizationSlug?: string;
  };
  /** An invitation to join an organisation (features/org-company): the link works once, for `days` days. */
  membership_invite: {
    inviterName: string;
    organizationName: string;
    role: "owner" | "admin" | "recruiter";
    link: string;
    days: number;
  };
  /** An invitation of a candidate to apply (features/candidate-invites): the link works once, for `days` days. */
  candidate_invite: {
    name: string;
    organizationName: string;
    /** The listing's or job's title. */
    title: string;
    /** The employer's personal note, plain text, or null. */
    message: string | null;
    link: string;
    days: number;
  };
  /** The employer accepted an application: it is being considered (features/candidates). */
  application_accepted: { firstName: string; companyName: string; title: string | null; link: string | null };
  /**
   * The employer archived an application it had accepted: the process ended (features/candidates,
   * ADR 055). `link`: the signed-in applicant's page; null for an anonymous one (their status link
   * is in the confirmation mail).
   */
  application_archived: { firstName: string; companyName: string; title: string | null; link: string | null };
  /** The employer closed the position and withdrew the application (features/candidates). */
  application_withdrawn_by_org: {
    firstName: string;
    companyName: string;
    title: string | null;
    message: string | null;
  };
}
export type MailTemplateName = keyof MailTemplates;

/** Paragraphs, buttons and codes of a mail; the layout and the footer are features/mail/mail.layout.tsx's. */
function mail(
  language: TLanguage,
  subject: string,
  greeting: string,
  blocks: MailBlock[],
  /** Why the recipient gets the mail, when it is not that someone asked for it with their address. */
  footer?: string,
): MailContent {
  return { language, subject, greeting, blocks, ...(footer ? { footer } : {}) };
}

type Renderers = { [K in MailTemplateName]: (language: TLanguage, p: MailTemplates[K]) => MailContent };

const renderers: Renderers = {
  login_link: (l, p) =>
    l === "de"
      ? mail(l, `Dein Anmeldelink für ${PRODUCT}`, hello(l, p.firstName), [
          `Mit diesem Link meldest du dich an. Er gilt ${p.minutes} Minuten und nur einmal.`,
          { link: p.link, label: "Jetzt anmelden" },
        ])
      : mail(l, `Your sign-in link for ${PRODUCT}`, hello(l, p.firstName), [
          `Use this link to sign in. It works once, for ${p.minutes} minutes.`,
          { link: p.link, label: "Sign in now" },
        ]),
  signup_invite: (l, p) =>
    l === "de"
      ? mail(l, `Noch kein Konto bei ${PRODUCT}`, hello(l), [
          `Jemand wollte sich mit dieser Adresse bei ${PRODUCT} anmelden, aber dazu gibt es noch kein Konto. Hier kannst du eines eröffnen:`,
          { link: p.signupLink, label: "Konto eröffnen" },
        ])
      : mail(l, `No ${PRODUCT} account yet`, hello(l), [
          `Someone asked to sign in to ${PRODUCT} with this address, but there is no account for it yet. You can open one here:`,
          { link: p.signupLink, label: "Open an account" },
        ]),
  signup_welcome: (l, p) =>
    l === "de"
      ? mail(l, `Willkommen bei ${PRODUCT}`, hello(l, p.firstName), [
          p.companyName
            ? `Dein Firmenkonto für ${p.companyName} ist eröffnet. Bestätige deine Adresse und melde dich an – der Link gilt ${p.minutes} Minuten und nur einmal.`
            : `Dein Konto ist eröffnet. Bestätige deine Adresse und melde dich an – der Link gilt ${p.minutes} Minuten und nur einmal.`,
          { link: p.link, label: "Adresse bestätigen und anmelden" },
        ])
      : mail(l, `Welcome to ${PRODUCT}`, hello(l, p.firstName), [
          p.companyName
            ? `Your company account for ${p.companyName} is open. Confirm your address and sign in – the link works once, for ${p.minutes} minutes.`
            : `Your account is open. Confirm your address and sign in – the link works once, for ${p.minutes} minutes.`,
          { link: p.link, label: "Confirm and sign in" },
        ]),
  account_exists: (l, p) =>
    l === "de"
      ? mail(l, `Du hast schon ein Konto bei ${PRODUCT}`, hello(l, p.firstName), [
          `Jemand wollte mit dieser Adresse ein neues Konto eröffnen. Du hast bereits eines – melde dich einfach an (der Link gilt ${p.minutes} Minuten und nur einmal). Ein Firmenkonto eröffnest du danach unter «Firmenkonto eröffnen».`,
          { link: p.link, label: "Jetzt anmelden" },
        ])
      : mail(l, `You already have a ${PRODUCT} account`, hello(l, p.firstName), [
          `Someone tried to open a new account with this address. You have one already – just sign in (the link works once, for ${p.minutes} minutes). Once signed in, you can open a company account from “Open a company account”.`,
          { link: p.link, label: "Sign in now" },
        ]),
  verification_code: (l, p) =>
    l === "de"
      ? mail(l, `${p.code} ist dein Bestätigungscode für ${PRODUCT}`, hello(l), [
          p.purpose === "change_email"
            ? "Gib diesen Code ein, um deine neue E-Mail-Adresse zu bestätigen:"
            : "Gib diesen Code ein, um deine E-Mail-Adresse für deine Bewerbung zu bestätigen:",
          { code: p.code },
          `Der Code gilt ${p.minutes} Minuten. Nach drei falschen Versuchen verfällt er.`,
        ])
      : mail(l, `${p.code} is your ${PRODUCT} verification code`, hello(l), [
          p.purpose === "change_email"
            ? "Enter this code to confirm your new email address:"
            : "Enter this code to confirm your email address for your application:",
          { code: p.code },
          `The code works for ${p.minutes} minutes. Three wrong tries burn it.`,
        ]),
  email_changed: (l, p) =>
    l === "de"
      ? mail(
          l,
          `Die E-Mail-Adresse deines ${PRODUCT}-Kontos wurde geändert`,
          hello(l, p.firstName),
          [
            `Die E-Mail-Adresse deines Kontos wurde soeben von ${p.oldEmail} zu ${p.newEmail} geändert. Anmeldelinks gehen ab jetzt an die neue Adresse.`,
            "Warst du das, musst du nichts tun.",
            `Warst du es nicht, hat vielleicht jemand anderes Zugriff auf dein Konto. Mit diesem Link stellst du ${p.oldEmail} wieder her und meldest überall ab, wo das Konto angemeldet ist. Er gilt ${p.days} Tage und nur einmal.`,
            { link: p.revertLink, label: "Das war ich nicht" },
          ],
          `Du erhältst diese E-Mail, weil das bisher die Adresse deines Kontos auf ${PRODUCT} war.`,
        )
      : mail(
          l,
          `The email address of your ${PRODUCT} account was changed`,
          hello(l, p.firstName),
          [
            `The email address of your account was just changed from ${p.oldEmail} to ${p.newEmail}. Sign-in links go to the new address from now on.`,
            "If that was you, there is nothing to do.",
            `If it was not you, someone else may have access to your account. This link restores ${p.oldEmail} and signs the account out everywhere. It works once, for ${p.days} days.`,
            { link: p.revertLink, label: "This wasn't me" },
          ],
          `You get this email because it was the address of your account on ${PRODUCT} until now.`,
        ),
  sales_request: (l, p) => {
    const purchase = p.kind === "purchase";
    const lines = [
      `${l === "de" ? "Name" : "Name"}: ${p.name}`,
      `E-Mail: ${p.email}`,
      p.company ? `${l === "de" ? "Firma" : "Company"}: ${p.company}` : undefined,
      p.plan ? `${l === "de" ? "Abo" : "Plan"}: ${p.plan}` : undefined,
      p.organizationSlug ? `${l === "de" ? "Organisation" : "Organisation"}: ${p.organizationSlug}` : undefined,
      p.registeredCompanyId
        ? `${l === "de" ? "Registrierte Firma" : "Registered company"}: #${p.registeredCompanyId}`
        : undefined,
    ].filter((x): x is string => Boolean(x));
    const subject = purchase
      ? `${l === "de" ? "Kaufanfrage" : "Purchase request"} (${p.plan ?? "?"}): ${p.company ?? p.name}`
      : `${l === "de" ? "Kontaktanfrage" : "Contact request"}: ${p.name}`;
    return mail(l, subject, l === "de" ? "Neue Anfrage über das Formular:" : "A new request from the form:", [
      lines.join("\n"),
      p.message,
    ]);
  },
  membership_invite: (l, p) => {
    const role = MEMBER_ROLES[p.role][l];
    return l === "de"
      ? mail(l, `Einladung ins Team von ${p.organizationName} auf ${PRODUCT}`, hello(l), [
          `${p.inviterName} lädt dich ein, bei ${p.organizationName} auf ${PRODUCT} als ${role} mitzuarbeiten: Inserate, Jobs und Bewerbungen gemeinsam verwalten.`,
          { link: p.link, label: "Einladung annehmen" },
          `Der Link gilt ${p.days} Tage und nur einmal. Hast du noch kein Konto, eröffnest du es unterwegs – ohne Passwort.`,
        ])
      : mail(l, `Join ${p.organizationName} on ${PRODUCT}`, hello(l), [
          `${p.inviterName} invites you to join ${p.organizationName} on ${PRODUCT} as ${role}: manage listings, jobs and applications together.`,
          { link: p.link, label: "Accept the invitation" },
          `The link works once, for ${p.days} days. No account yet? You open one on the way – no password needed.`,
        ]);
  },
  application_accepted: (l, p) => {
    const what = p.title ? (l === "de" ? `«${p.title}»` : `“${p.title}”`) : null;
    const blocks: MailBlock[] =
      l === "de"
        ? [
            what
              ? `${p.companyName} hat deine Bewerbung ${what} angenommen und prüft sie jetzt genauer. Du hörst von ihnen.`
              : `${p.companyName} hat deine Bewerbung angenommen und prüft sie jetzt genauer. Du hörst von ihnen.`,
          ]
        : [
            what
              ? `${p.companyName} accepted your application ${what} and is now considering it. You will hear from them.`
              : `${p.companyName} accepted your application and is now considering it. You will hear from them.`,
          ];
    if (p.link) blocks.push({ link: p.link, label: l === "de" ? "Bewerbung ansehen" : "View your application" });
    return mail(
      l,
      l === "de"
        ? `Deine Bewerbung bei ${p.companyName} wird geprüft`
        : `${p.companyName} is considering your application`,
      hello(l, p.firstName),
      blocks,
    );
  },
  application_archived: (l, p) => {
    const what = p.title ? (l === "de" ? ` «${p.title}»` : ` for “${p.title}”`) : "";
    const blocks: MailBlock[] =
      l === "de"
        ? [
            `${p.companyName} hat deine Bewerbung${what} archiviert. Das heisst: Das Bewerbungsverfahren ist abgeschlossen, und ${p.companyName} unternimmt auf ${PRODUCT} keine weiteren Schritte mehr dazu.`,
            `Was du mit ${p.companyName} schon direkt vereinbart hast, gilt weiterhin. Hast du Fragen dazu, wende dich bitte direkt an ${p.companyName}.`,
          ]
        : [
            `${p.companyName} has archived your application${what}. This means the application process has ended, and ${p.companyName} will take no further steps on it on ${PRODUCT}.`,
            `Anything you have already agreed with ${p.companyName} directly still stands. If you have questions about it, please contact ${p.companyName} directly.`,
          ];
    if (p.link) blocks.push({ link: p.link, label: l === "de" ? "Bewerbung ansehen" : "View your application" });
    return mail(
      l,
      l === "de"
        ? `Deine Bewerbung bei ${p.companyName} ist abgeschlossen`
        : `Your application to ${p.companyName} has been closed`,
      hello(l, p.firstName),
      blocks,
    );
  },
  application_withdrawn_by_org: (l, p) => {
    const what = p.title ? (l === "de" ? `«${p.title}»` : `“${p.title}”`) : null;
    const blocks: MailBlock[] =
      l === "de"
        ? [
            what
              ? `${p.companyName} hat die Stelle ${what} geschlossen. Deine Bewerbung darauf ist damit beendet – danke für dein Interesse.`
              : `${p.companyName} hat die Stelle geschlossen. Deine Bewerbung darauf ist damit beendet – danke für dein Interesse.`,
          ]
        : [
            what
              ? `${p.companyName} closed the position ${what}. Your application to it has ended – thank you for your interest.`
              : `${p.companyName} closed the position. Your application to it has ended – thank you for your interest.`,
          ];
    if (p.message)
      blocks.push(l === "de" ? `Nachricht von ${p.companyName}:` : `Message from ${p.companyName}:`, p.message);
    return mail(
      l,
      l === "de" ? `Die Stelle bei ${p.companyName} ist geschlossen` : `The position at ${p.companyName} is closed`,
      hello(l, p.firstName),
      blocks,
    );
  },
  candidate_invite: (l, p) =>
    l === "de"
      ? mail(l, `${p.organizationName} lädt dich ein, dich zu bewerben`, hello(l, p.name), [
          `${p.organizationName} möchte dich als Bewerber/in für «${p.title}» kennenlernen und lädt dich ein, dich über ${PRODUCT} zu bewerben.`,
          ...(p.message ? [`Nachricht von ${p.organizationName}:\n${p.message}`] : []),
          { link: p.link, label: "Jetzt bewerben" },
          `Der Link gilt ${p.days} Tage und für eine Bewerbung. Ein Konto brauchst du dafür nicht.`,
        ])
      : mail(l, `${p.organizationName} invites you to apply`, hello(l, p.name), [
          `${p.organizationName} would like to get to know you as an applicant for “${p.title}” and invites you to apply through ${PRODUCT}.`,
          ...(p.message ? [`Message from ${p.organizationName}:\n${p.message}`] : []),
          { link: p.link, label: "Apply now" },
          `The link works for ${p.days} days and for one application. You do not need an account for it.`,
        ]),
};

/** Role names in invitations, as the web app's org.roles words them. */
const MEMBER_ROLES: Record<MailTemplates["membership_invite"]["role"], Record<TLanguage, string>> = {
  owner: { de: "Inhaber/in", en: "owner" },
  admin: { de: "Administrator/in", en: "administrator" },
  recruiter: { de: "Recruiter/in", en: "recruiter" },
};

/** What a shared template says in a language. */
export function mailTemplate<K extends MailTemplateName>(
  template: K,
  language: TLanguage,
  params: MailTemplates[K],
): MailContent {
  return renderers[template](language, params);
}
