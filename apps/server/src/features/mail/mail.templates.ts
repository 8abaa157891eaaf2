/**
 * The words of features/mail's shared templates in de, fr, it and en, by name (`queueMail(tx, {template,
 * params})`). The layout around them is mail.layout.tsx's; rendered when the mail is queued, so the
 * outbox row holds exactly what is sent.
 */
import { INTL_LOCALES, type TLanguage } from "@jobatlas/contract";
import { hello, PRODUCT, type MailBlock, type MailContent } from "./mail.layout";

/** The Intl formatters of the mails' dates, one per language and style, made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: TLanguage, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${language} ${key}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALES[language], options);
    formatters.set(id, found);
  }
  return found;
}

/**
 * A calendar date, "YYYY-MM-DD" (a day in Zurich, as lib/dates.ts writes them), written out as
 * Intl does in the language (ADR 086): "15. März 2027", "15 mars 2027", "15 marzo 2027",
 * "15 March 2027". A string that is no such date throws.
 */
export function mailDate(language: TLanguage, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return formatter(language, "date", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** The Zurich day of an instant, written out as `mailDate` does: "15. März 2027". */
export function mailDayOf(language: TLanguage, instant: Date): string {
  return formatter(language, "day", { dateStyle: "long", timeZone: "Europe/Zurich" }).format(instant);
}

/** An instant in Zurich, date and time, as the application PDF writes it: "15.03.2027, 11:05". */
export function mailDateTime(language: TLanguage, instant: Date): string {
  return formatter(language, "time", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" }).format(
    instant,
  );
}

/** The line of every final mail to an applicant (issue 29): when their application's data goes. */
export function deletedOnLine(language: TLanguage, deletedOn: string): string {
  const date = mailDate(language, deletedOn);
  switch (language) {
    case "de":
      return `Deine Bewerbung und ihre Dokumente werden am ${date} gelöscht.`;
    case "fr":
      return `Ta candidature et ses documents seront supprimés le ${date}.`;
    case "it":
      return `La tua candidatura e i suoi documenti saranno cancellati il ${date}.`;
    case "en":
      return `Your application and its documents are deleted on ${date}.`;
  }
}

/** The footer of the mails to an applicant: why they get it. */
export const APPLIED_WITH_THIS_ADDRESS: Record<TLanguage, string> = {
  de: `Du erhältst diese E-Mail, weil du dich mit dieser Adresse über ${PRODUCT} beworben hast.`,
  fr: `Tu reçois cet e-mail parce que tu as postulé avec cette adresse via ${PRODUCT}.`,
  it: `Ricevi questa e-mail perché hai inviato una candidatura con questo indirizzo tramite ${PRODUCT}.`,
  en: `You get this email because you applied with this address through ${PRODUCT}.`,
};

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
   * is in the confirmation mail). `message`: the employer's closing words, quoted, or null.
   * `deletedOn`: the Zurich day ("YYYY-MM-DD") the application's data is deleted (issue 29).
   */
  application_archived: {
    firstName: string;
    companyName: string;
    title: string | null;
    link: string | null;
    message: string | null;
    deletedOn: string;
  };
  /**
   * The employer closed the position and withdrew the application (features/candidates), with its
   * message, quoted, or null; `deletedOn` as for application_archived.
   */
  application_withdrawn_by_org: {
    firstName: string;
    companyName: string;
    title: string | null;
    message: string | null;
    deletedOn: string;
  };
}
export type MailTemplateName = keyof MailTemplates;

/** A mail's words in one language: its subject, greeting, blocks and footer; the layout is mail.layout.tsx's. */
interface Words {
  subject: string;
  greeting: string;
  blocks: MailBlock[];
  /** Why the recipient gets the mail, when it is not that someone asked for it with their address. */
  footer?: string;
}

/** Every template in every language: TypeScript asks for each language's words. */
type Texts = { [K in MailTemplateName]: Record<TLanguage, (p: MailTemplates[K]) => Words> };

/** The words of a contact or purchase request for the sales inbox, in one language. */
interface SalesWords {
  greeting: string;
  name: string;
  email: string;
  company: string;
  plan: string;
  organization: string;
  registeredCompany: string;
  purchaseRequest: string;
  contactRequest: string;
}

const SALES_WORDS: Record<TLanguage, SalesWords> = {
  de: {
    greeting: "Neue Anfrage über das Formular:",
    name: "Name",
    email: "E-Mail",
    company: "Firma",
    plan: "Abo",
    organization: "Organisation",
    registeredCompany: "Registrierte Firma",
    purchaseRequest: "Kaufanfrage",
    contactRequest: "Kontaktanfrage",
  },
  fr: {
    greeting: "Nouvelle demande via le formulaire:",
    name: "Nom",
    email: "E-mail",
    company: "Entreprise",
    plan: "Formule",
    organization: "Organisation",
    registeredCompany: "Entreprise enregistrée",
    purchaseRequest: "Demande d'achat",
    contactRequest: "Demande de contact",
  },
  it: {
    greeting: "Nuova richiesta tramite il modulo:",
    name: "Nome",
    email: "E-mail",
    company: "Azienda",
    plan: "Piano",
    organization: "Organizzazione",
    registeredCompany: "Azienda registrata",
    purchaseRequest: "Richiesta d'acquisto",
    contactRequest: "Richiesta di contatto",
  },
  en: {
    greeting: "A new request from the form:",
    name: "Name",
    email: "E-Mail",
    company: "Company",
    plan: "Plan",
    organization: "Organisation",
    registeredCompany: "Registered company",
    purchaseRequest: "Purchase request",
    contactRequest: "Contact request",
  },
};

function salesRequest(w: SalesWords, p: MailTemplates["sales_request"]): Words {
  const lines = [
    `${w.name}: ${p.name}`,
    `${w.email}: ${p.email}`,
    p.company ? `${w.company}: ${p.company}` : undefined,
    p.plan ? `${w.plan}: ${p.plan}` : undefined,
    p.organizationSlug ? `${w.organization}: ${p.organizationSlug}` : undefined,
    p.registeredCompanyId ? `${w.registeredCompany}: #${p.registeredCompanyId}` : undefined,
  ].filter((x): x is string => Boolean(x));
  const subject =
    p.kind === "purchase"
      ? `${w.purchaseRequest} (${p.plan ?? "?"}): ${p.company ?? p.name}`
      : `${w.contactRequest}: ${p.name}`;
  return { subject, greeting: w.greeting, blocks: [lines.join("\n"), p.message] };
}

/** Someone's own words, quoted after a line that says whose they are; nothing without words. */
function quoted(message: string | null, intro: string): MailBlock[] {
  return message?.trim() ? [intro, { quote: message }] : [];
}

/** Role names in invitations, as the web app's org.roles words them. */
const MEMBER_ROLES: Record<MailTemplates["membership_invite"]["role"], Record<TLanguage, string>> = {
  owner: { de: "Inhaber/in", fr: "titulaire", it: "titolare", en: "owner" },
  admin: { de: "Administrator/in", fr: "administrateur·rice", it: "amministratore/trice", en: "administrator" },
  recruiter: { de: "Recruiter/in", fr: "recruteur·euse", it: "recruiter", en: "recruiter" },
};

const TEXTS: Texts = {
  login_link: {
    de: (p) => ({
      subject: `Dein Anmeldelink für ${PRODUCT}`,
      greeting: hello("de", p.firstName),
      blocks: [
        `Mit diesem Link meldest du dich an. Er gilt ${p.minutes} Minuten und nur einmal.`,
        { link: p.link, label: "Jetzt anmelden" },
      ],
    }),
    fr: (p) => ({
      subject: `Ton lien de connexion à ${PRODUCT}`,
      greeting: hello("fr", p.firstName),
      blocks: [
        `Ce lien te permet de te connecter. Il est valable ${p.minutes} minutes et une seule fois.`,
        { link: p.link, label: "Se connecter" },
      ],
    }),
    it: (p) => ({
      subject: `Il tuo link di accesso a ${PRODUCT}`,
      greeting: hello("it", p.firstName),
      blocks: [
        `Usa questo link per accedere. È valido ${p.minutes} minuti e una sola volta.`,
        { link: p.link, label: "Accedi ora" },
      ],
    }),
    en: (p) => ({
      subject: `Your sign-in link for ${PRODUCT}`,
      greeting: hello("en", p.firstName),
      blocks: [
        `Use this link to sign in. It works once, for ${p.minutes} minutes.`,
        { link: p.link, label: "Sign in now" },
      ],
    }),
  },
  signup_invite: {
    de: (p) => ({
      subject: `Noch kein Konto bei ${PRODUCT}`,
      greeting: hello("de"),
      blocks: [
        `Jemand wollte sich mit dieser Adresse bei ${PRODUCT} anmelden, aber dazu gibt es noch kein Konto. Hier kannst du eines eröffnen:`,
        { link: p.signupLink, label: "Konto eröffnen" },
      ],
    }),
    fr: (p) => ({
      subject: `Pas encore de compte sur ${PRODUCT}`,
      greeting: hello("fr"),
      blocks: [
        `Quelqu'un a voulu se connecter à ${PRODUCT} avec cette adresse, mais il n'existe pas encore de compte pour elle. Tu peux en ouvrir un ici:`,
        { link: p.signupLink, label: "Ouvrir un compte" },
      ],
    }),
    it: (p) => ({
      subject: `Ancora nessun account su ${PRODUCT}`,
      greeting: hello("it"),
      blocks: [
        `Qualcuno ha voluto accedere a ${PRODUCT} con questo indirizzo, ma non esiste ancora un account. Puoi aprirne uno qui:`,
        { link: p.signupLink, label: "Apri un account" },
      ],
    }),
    en: (p) => ({
      subject: `No ${PRODUCT} account yet`,
      greeting: hello("en"),
      blocks: [
        `Someone asked to sign in to ${PRODUCT} with this address, but there is no account for it yet. You can open one here:`,
        { link: p.signupLink, label: "Open an account" },
      ],
    }),
  },
  signup_welcome: {
    de: (p) => ({
      subject: `Willkommen bei ${PRODUCT}`,
      greeting: hello("de", p.firstName),
      blocks: [
        p.companyName
          ? `Dein Firmenkonto für ${p.companyName} ist eröffnet. Bestätige deine Adresse und melde dich an – der Link gilt ${p.minutes} Minuten und nur einmal.`
          : `Dein Konto ist eröffnet. Bestätige deine Adresse und melde dich an – der Link gilt ${p.minutes} Minuten und nur einmal.`,
        { link: p.link, label: "Adresse bestätigen und anmelden" },
      ],
    }),
    fr: (p) => ({
      subject: `Bienvenue sur ${PRODUCT}`,
      greeting: hello("fr", p.firstName),
      blocks: [
        p.companyName
          ? `Ton compte entreprise pour ${p.companyName} est ouvert. Confirme ton adresse et connecte-toi – le lien est valable ${p.minutes} minutes et une seule fois.`
          : `Ton compte est ouvert. Confirme ton adresse et connecte-toi – le lien est valable ${p.minutes} minutes et une seule fois.`,
        { link: p.link, label: "Confirmer et se connecter" },
      ],
    }),
    it: (p) => ({
      subject: `Ti diamo il benvenuto su ${PRODUCT}`,
      greeting: hello("it", p.firstName),
      blocks: [
        p.companyName
          ? `Il tuo account aziendale per ${p.companyName} è aperto. Conferma il tuo indirizzo e accedi – il link è valido ${p.minutes} minuti e una sola volta.`
          : `Il tuo account è aperto. Conferma il tuo indirizzo e accedi – il link è valido ${p.minutes} minuti e una sola volta.`,
        { link: p.link, label: "Conferma e accedi" },
      ],
    }),
    en: (p) => ({
      subject: `Welcome to ${PRODUCT}`,
      greeting: hello("en", p.firstName),
      blocks: [
        p.companyName
          ? `Your company account for ${p.companyName} is open. Confirm your address and sign in – the link works once, for ${p.minutes} minutes.`
          : `Your account is open. Confirm your address and sign in – the link works once, for ${p.minutes} minutes.`,
        { link: p.link, label: "Confirm and sign in" },
      ],
    }),
  },
  account_exists: {
    de: (p) => ({
      subject: `Du hast schon ein Konto bei ${PRODUCT}`,
      greeting: hello("de", p.firstName),
      blocks: [
        `Jemand wollte mit dieser Adresse ein neues Konto eröffnen. Du hast bereits eines – melde dich einfach an (der Link gilt ${p.minutes} Minuten und nur einmal). Ein Firmenkonto eröffnest du danach unter «Firmenkonto eröffnen».`,
        { link: p.link, label: "Jetzt anmelden" },
      ],
    }),
    fr: (p) => ({
      subject: `Tu as déjà un compte sur ${PRODUCT}`,
      greeting: hello("fr", p.firstName),
      blocks: [
        `Quelqu'un a voulu ouvrir un nouveau compte avec cette adresse. Tu en as déjà un – connecte-toi simplement (le lien est valable ${p.minutes} minutes et une seule fois). Tu pourras ensuite ouvrir un compte entreprise sous «Ouvrir un compte entreprise».`,
        { link: p.link, label: "Se connecter" },
      ],
    }),
    it: (p) => ({
      subject: `Hai già un account su ${PRODUCT}`,
      greeting: hello("it", p.firstName),
      blocks: [
        `Qualcuno ha voluto aprire un nuovo account con questo indirizzo. Ne hai già uno – accedi e basta (il link è valido ${p.minutes} minuti e una sola volta). Poi potrai aprire un account aziendale da «Apri un account aziendale».`,
        { link: p.link, label: "Accedi ora" },
      ],
    }),
    en: (p) => ({
      subject: `You already have a ${PRODUCT} account`,
      greeting: hello("en", p.firstName),
      blocks: [
        `Someone tried to open a new account with this address. You have one already – just sign in (the link works once, for ${p.minutes} minutes). Once signed in, you can open a company account from “Open a company account”.`,
        { link: p.link, label: "Sign in now" },
      ],
    }),
  },
  verification_code: {
    de: (p) => ({
      subject: `${p.code} ist dein Bestätigungscode für ${PRODUCT}`,
      greeting: hello("de"),
      blocks: [
        p.purpose === "change_email"
          ? "Gib diesen Code ein, um deine neue E-Mail-Adresse zu bestätigen:"
          : "Gib diesen Code ein, um deine E-Mail-Adresse für deine Bewerbung zu bestätigen:",
        { code: p.code },
        `Der Code gilt ${p.minutes} Minuten. Nach drei falschen Versuchen verfällt er.`,
      ],
    }),
    fr: (p) => ({
      subject: `${p.code} est ton code de confirmation pour ${PRODUCT}`,
      greeting: hello("fr"),
      blocks: [
        p.purpose === "change_email"
          ? "Saisis ce code pour confirmer ta nouvelle adresse e-mail:"
          : "Saisis ce code pour confirmer l'adresse e-mail de ta candidature:",
        { code: p.code },
        `Le code est valable ${p.minutes} minutes. Il expire après trois essais erronés.`,
      ],
    }),
    it: (p) => ({
      subject: `${p.code} è il tuo codice di conferma per ${PRODUCT}`,
      greeting: hello("it"),
      blocks: [
        p.purpose === "change_email"
          ? "Inserisci questo codice per confermare il tuo nuovo indirizzo e-mail:"
          : "Inserisci questo codice per confermare l'indirizzo e-mail della tua candidatura:",
        { code: p.code },
        `Il codice è valido ${p.minutes} minuti. Dopo tre tentativi errati scade.`,
      ],
    }),
    en: (p) => ({
      subject: `${p.code} is your ${PRODUCT} verification code`,
      greeting: hello("en"),
      blocks: [
        p.purpose === "change_email"
          ? "Enter this code to confirm your new email address:"
          : "Enter this code to confirm your email address for your application:",
        { code: p.code },
        `The code works for ${p.minutes} minutes. Three wrong tries burn it.`,
      ],
    }),
  },
  email_changed: {
    de: (p) => ({
      subject: `Die E-Mail-Adresse deines ${PRODUCT}-Kontos wurde geändert`,
      greeting: hello("de", p.firstName),
      blocks: [
        `Die E-Mail-Adresse deines Kontos wurde soeben von ${p.oldEmail} zu ${p.newEmail} geändert. Anmeldelinks gehen ab jetzt an die neue Adresse.`,
        "Warst du das, musst du nichts tun.",
        `Warst du es nicht, hat vielleicht jemand anderes Zugriff auf dein Konto. Mit diesem Link stellst du ${p.oldEmail} wieder her und meldest überall ab, wo das Konto angemeldet ist. Er gilt ${p.days} Tage und nur einmal.`,
        { link: p.revertLink, label: "Das war ich nicht" },
      ],
      footer: `Du erhältst diese E-Mail, weil das bisher die Adresse deines Kontos auf ${PRODUCT} war.`,
    }),
    fr: (p) => ({
      subject: `L'adresse e-mail de ton compte ${PRODUCT} a été modifiée`,
      greeting: hello("fr", p.firstName),
      blocks: [
        `L'adresse e-mail de ton compte vient d'être modifiée de ${p.oldEmail} en ${p.newEmail}. Les liens de connexion sont désormais envoyés à la nouvelle adresse.`,
        "Si c'était toi, tu n'as rien à faire.",
        `Si ce n'était pas toi, quelqu'un d'autre a peut-être accès à ton compte. Ce lien rétablit ${p.oldEmail} et déconnecte le compte partout où il est connecté. Il est valable ${p.days} jours et une seule fois.`,
        { link: p.revertLink, label: "Ce n'était pas moi" },
      ],
      footer: `Tu reçois cet e-mail parce que c'était jusqu'ici l'adresse de ton compte sur ${PRODUCT}.`,
    }),
    it: (p) => ({
      subject: `L'indirizzo e-mail del tuo account ${PRODUCT} è stato modificato`,
      greeting: hello("it", p.firstName),
      blocks: [
        `L'indirizzo e-mail del tuo account è appena stato modificato da ${p.oldEmail} a ${p.newEmail}. D'ora in poi i link di accesso arrivano al nuovo indirizzo.`,
        "Se la modifica l'hai fatta tu, non devi fare nulla.",
        `Se non l'hai fatta tu, forse qualcun altro ha accesso al tuo account. Con questo link ripristini ${p.oldEmail} ed esci ovunque l'account sia connesso. È valido ${p.days} giorni e una sola volta.`,
        { link: p.revertLink, label: "Non l'ho fatto io" },
      ],
      footer: `Ricevi questa e-mail perché finora era l'indirizzo del tuo account su ${PRODUCT}.`,
    }),
    en: (p) => ({
      subject: `The email address of your ${PRODUCT} account was changed`,
      greeting: hello("en", p.firstName),
      blocks: [
        `The email address of your account was just changed from ${p.oldEmail} to ${p.newEmail}. Sign-in links go to the new address from now on.`,
        "If that was you, there is nothing to do.",
        `If it was not you, someone else may have access to your account. This link restores ${p.oldEmail} and signs the account out everywhere. It works once, for ${p.days} days.`,
        { link: p.revertLink, label: "This wasn't me" },
      ],
      footer: `You get this email because it was the address of your account on ${PRODUCT} until now.`,
    }),
  },
  sales_request: {
    de: (p) => salesRequest(SALES_WORDS.de, p),
    fr: (p) => salesRequest(SALES_WORDS.fr, p),
    it: (p) => salesRequest(SALES_WORDS.it, p),
    en: (p) => salesRequest(SALES_WORDS.en, p),
  },
  membership_invite: {
    de: (p) => ({
      subject: `Einladung ins Team von ${p.organizationName} auf ${PRODUCT}`,
      greeting: hello("de"),
      blocks: [
        `${p.inviterName} lädt dich ein, bei ${p.organizationName} auf ${PRODUCT} als ${MEMBER_ROLES[p.role].de} mitzuarbeiten: Inserate, Jobs und Bewerbungen gemeinsam verwalten.`,
        { link: p.link, label: "Einladung annehmen" },
        `Der Link gilt ${p.days} Tage und nur einmal. Hast du noch kein Konto, eröffnest du es unterwegs – ohne Passwort.`,
      ],
    }),
    fr: (p) => ({
      subject: `Invitation à rejoindre l'équipe ${p.organizationName} sur ${PRODUCT}`,
      greeting: hello("fr"),
      blocks: [
        `${p.inviterName} t'invite à rejoindre ${p.organizationName} sur ${PRODUCT} comme ${MEMBER_ROLES[p.role].fr}: gérer ensemble annonces, profils de poste et candidatures.`,
        { link: p.link, label: "Accepter l'invitation" },
        `Le lien est valable ${p.days} jours et une seule fois. Pas encore de compte? Tu l'ouvres en chemin – sans mot de passe.`,
      ],
    }),
    it: (p) => ({
      subject: `Invito nel team di ${p.organizationName} su ${PRODUCT}`,
      greeting: hello("it"),
      blocks: [
        `${p.inviterName} ti invita a collaborare con ${p.organizationName} su ${PRODUCT} come ${MEMBER_ROLES[p.role].it}: gestire insieme annunci, profili del posto e candidature.`,
        { link: p.link, label: "Accetta l'invito" },
        `Il link è valido ${p.days} giorni e una sola volta. Non hai ancora un account? Lo apri strada facendo – senza password.`,
      ],
    }),
    en: (p) => ({
      subject: `Join ${p.organizationName} on ${PRODUCT}`,
      greeting: hello("en"),
      blocks: [
        `${p.inviterName} invites you to join ${p.organizationName} on ${PRODUCT} as ${MEMBER_ROLES[p.role].en}: manage listings, jobs and applications together.`,
        { link: p.link, label: "Accept the invitation" },
        `The link works once, for ${p.days} days. No account yet? You open one on the way – no password needed.`,
      ],
    }),
  },
  application_accepted: {
    de: (p) => ({
      subject: `Deine Bewerbung bei ${p.companyName} wird geprüft`,
      greeting: hello("de", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} hat deine Bewerbung «${p.title}» angenommen und prüft sie jetzt genauer. Du hörst von ihnen.`
          : `${p.companyName} hat deine Bewerbung angenommen und prüft sie jetzt genauer. Du hörst von ihnen.`,
        ...(p.link ? [{ link: p.link, label: "Bewerbung ansehen" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.de,
    }),
    fr: (p) => ({
      subject: `Ta candidature chez ${p.companyName} est en cours d'examen`,
      greeting: hello("fr", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} a accepté ta candidature pour «${p.title}» et l'examine maintenant de plus près. Tu auras de ses nouvelles.`
          : `${p.companyName} a accepté ta candidature et l'examine maintenant de plus près. Tu auras de ses nouvelles.`,
        ...(p.link ? [{ link: p.link, label: "Voir la candidature" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.fr,
    }),
    it: (p) => ({
      subject: `La tua candidatura presso ${p.companyName} è in esame`,
      greeting: hello("it", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} ha accettato la tua candidatura per «${p.title}» e ora la esamina più da vicino. Ti farà sapere.`
          : `${p.companyName} ha accettato la tua candidatura e ora la esamina più da vicino. Ti farà sapere.`,
        ...(p.link ? [{ link: p.link, label: "Vedi la candidatura" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.it,
    }),
    en: (p) => ({
      subject: `${p.companyName} is considering your application`,
      greeting: hello("en", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} accepted your application “${p.title}” and is now considering it. You will hear from them.`
          : `${p.companyName} accepted your application and is now considering it. You will hear from them.`,
        ...(p.link ? [{ link: p.link, label: "View your application" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.en,
    }),
  },
  application_archived: {
    de: (p) => ({
      subject: `Deine Bewerbung bei ${p.companyName} ist abgeschlossen`,
      greeting: hello("de", p.firstName),
      blocks: [
        `${p.companyName} hat deine Bewerbung${p.title ? ` «${p.title}»` : ""} archiviert. Das heisst: Das Bewerbungsverfahren ist abgeschlossen, und ${p.companyName} unternimmt auf ${PRODUCT} keine weiteren Schritte mehr dazu.`,
        ...quoted(p.message, `${p.companyName} schreibt dir:`),
        `Was du mit ${p.companyName} schon direkt vereinbart hast, gilt weiterhin. Hast du Fragen dazu, wende dich bitte direkt an ${p.companyName}.`,
        deletedOnLine("de", p.deletedOn),
        ...(p.link ? [{ link: p.link, label: "Bewerbung ansehen" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.de,
    }),
    fr: (p) => ({
      subject: `Ta candidature chez ${p.companyName} est close`,
      greeting: hello("fr", p.firstName),
      blocks: [
        `${p.companyName} a archivé ta candidature${p.title ? ` pour «${p.title}»` : ""}. Cela signifie que la procédure de candidature est terminée: ${p.companyName} n'entreprendra plus aucune démarche à ce sujet sur ${PRODUCT}.`,
        ...quoted(p.message, `${p.companyName} t'écrit:`),
        `Ce que tu as déjà convenu directement avec ${p.companyName} reste valable. Si tu as des questions à ce sujet, adresse-toi directement à ${p.companyName}.`,
        deletedOnLine("fr", p.deletedOn),
        ...(p.link ? [{ link: p.link, label: "Voir la candidature" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.fr,
    }),
    it: (p) => ({
      subject: `La tua candidatura presso ${p.companyName} è conclusa`,
      greeting: hello("it", p.firstName),
      blocks: [
        `${p.companyName} ha archiviato la tua candidatura${p.title ? ` per «${p.title}»` : ""}. Ciò significa che la procedura di candidatura è conclusa e che ${p.companyName} non intraprenderà altri passi al riguardo su ${PRODUCT}.`,
        ...quoted(p.message, `${p.companyName} ti scrive:`),
        `Quanto hai già concordato direttamente con ${p.companyName} resta valido. Se hai domande in merito, rivolgiti direttamente a ${p.companyName}.`,
        deletedOnLine("it", p.deletedOn),
        ...(p.link ? [{ link: p.link, label: "Vedi la candidatura" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.it,
    }),
    en: (p) => ({
      subject: `Your application to ${p.companyName} has been closed`,
      greeting: hello("en", p.firstName),
      blocks: [
        `${p.companyName} has archived your application${p.title ? ` for “${p.title}”` : ""}. This means the application process has ended, and ${p.companyName} will take no further steps on it on ${PRODUCT}.`,
        ...quoted(p.message, `${p.companyName} writes:`),
        `Anything you have already agreed with ${p.companyName} directly still stands. If you have questions about it, please contact ${p.companyName} directly.`,
        deletedOnLine("en", p.deletedOn),
        ...(p.link ? [{ link: p.link, label: "View your application" }] : []),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.en,
    }),
  },
  application_withdrawn_by_org: {
    de: (p) => ({
      subject: `Die Stelle bei ${p.companyName} ist geschlossen`,
      greeting: hello("de", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} hat die Stelle «${p.title}» geschlossen. Deine Bewerbung darauf ist damit beendet – danke für dein Interesse.`
          : `${p.companyName} hat die Stelle geschlossen. Deine Bewerbung darauf ist damit beendet – danke für dein Interesse.`,
        ...quoted(p.message, `Nachricht von ${p.companyName}:`),
        deletedOnLine("de", p.deletedOn),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.de,
    }),
    fr: (p) => ({
      subject: `Le poste chez ${p.companyName} est clôturé`,
      greeting: hello("fr", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} a clôturé le poste «${p.title}». Ta candidature pour ce poste prend donc fin – merci de ton intérêt.`
          : `${p.companyName} a clôturé le poste. Ta candidature pour ce poste prend donc fin – merci de ton intérêt.`,
        ...quoted(p.message, `${p.companyName} t'écrit:`),
        deletedOnLine("fr", p.deletedOn),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.fr,
    }),
    it: (p) => ({
      subject: `Il posto presso ${p.companyName} è chiuso`,
      greeting: hello("it", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} ha chiuso il posto «${p.title}». La tua candidatura per questo posto è quindi conclusa – grazie per il tuo interesse.`
          : `${p.companyName} ha chiuso il posto. La tua candidatura per questo posto è quindi conclusa – grazie per il tuo interesse.`,
        ...quoted(p.message, `Messaggio di ${p.companyName}:`),
        deletedOnLine("it", p.deletedOn),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.it,
    }),
    en: (p) => ({
      subject: `The position at ${p.companyName} is closed`,
      greeting: hello("en", p.firstName),
      blocks: [
        p.title
          ? `${p.companyName} closed the position “${p.title}”. Your application to it has ended – thank you for your interest.`
          : `${p.companyName} closed the position. Your application to it has ended – thank you for your interest.`,
        ...quoted(p.message, `Message from ${p.companyName}:`),
        deletedOnLine("en", p.deletedOn),
      ],
      footer: APPLIED_WITH_THIS_ADDRESS.en,
    }),
  },
  candidate_invite: {
    de: (p) => ({
      subject: `${p.organizationName} lädt dich ein, dich zu bewerben`,
      greeting: hello("de", p.name),
      blocks: [
        `${p.organizationName} möchte dich als Bewerber/in für «${p.title}» kennenlernen und lädt dich ein, dich über ${PRODUCT} zu bewerben.`,
        ...(p.message ? [`Nachricht von ${p.organizationName}:\n${p.message}`] : []),
        { link: p.link, label: "Jetzt bewerben" },
        `Der Link gilt ${p.days} Tage und für eine Bewerbung. Ein Konto brauchst du dafür nicht.`,
      ],
    }),
    fr: (p) => ({
      subject: `${p.organizationName} t'invite à postuler`,
      greeting: hello("fr", p.name),
      blocks: [
        `${p.organizationName} aimerait faire ta connaissance en tant que postulant·e pour «${p.title}» et t'invite à postuler via ${PRODUCT}.`,
        ...(p.message ? [`${p.organizationName} t'écrit:\n${p.message}`] : []),
        { link: p.link, label: "Postuler" },
        `Le lien est valable ${p.days} jours et pour une seule candidature. Tu n'as pas besoin de compte pour cela.`,
      ],
    }),
    it: (p) => ({
      subject: `${p.organizationName} ti invita a candidarti`,
      greeting: hello("it", p.name),
      blocks: [
        `${p.organizationName} vorrebbe conoscerti come candidato/a per «${p.title}» e ti invita a candidarti tramite ${PRODUCT}.`,
        ...(p.message ? [`Messaggio di ${p.organizationName}:\n${p.message}`] : []),
        { link: p.link, label: "Candidati ora" },
        `Il link è valido ${p.days} giorni e per una sola candidatura. Non ti serve un account.`,
      ],
    }),
    en: (p) => ({
      subject: `${p.organizationName} invites you to apply`,
      greeting: hello("en", p.name),
      blocks: [
        `${p.organizationName} would like to get to know you as an applicant for “${p.title}” and invites you to apply through ${PRODUCT}.`,
        ...(p.message ? [`Message from ${p.organizationName}:\n${p.message}`] : []),
        { link: p.link, label: "Apply now" },
        `The link works for ${p.days} days and for one application. You do not need an account for it.`,
      ],
    }),
  },
};

/** What a shared template says in a language; the layout and the footer are features/mail/mail.layout.tsx's. */
export function mailTemplate<K extends MailTemplateName>(
  template: K,
  language: TLanguage,
  params: MailTemplates[K],
): MailContent {
  const { subject, greeting, blocks, footer } = TEXTS[template][language](params);
  return { language, subject, greeting, blocks, ...(footer ? { footer } : {}) };
}
