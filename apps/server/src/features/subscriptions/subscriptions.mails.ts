/**
 * The mails of job alerts, in the recipient's language, drawn in features/mail's layout and queued
 * with `queueMail`: the visitor's confirmation (double opt-in), the confirmation of an unsubscribe
 * asked without a valid link, and the alert digest with the layout's unsubscribe block (its
 * one-click link) and List-Unsubscribe headers (RFC 8058).
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { hello, type MailBlock, type MailContent } from "../mail/mail.layout";
import { queueMail } from "../mail/mail.service";

/** The texts of the three mails, per language; functions where a text takes values. */
const TEXTS: Record<
  TLanguage,
  {
    allJobs: (place: string) => string;
    confirm: {
      subject: string;
      intro: (what: string) => string;
      label: string;
      validity: (days: number) => string;
      footer: string;
    };
    unsubscribeAll: {
      subject: string;
      intro: string;
      label: string;
      validity: (hours: number) => string;
      footer: string;
    };
    alert: {
      subjectOne: (title: string) => string;
      subjectMany: (n: number) => string;
      intro: (what: string) => string;
      more: (more: number) => string;
      search: string;
      footer: string;
      unsubscribe: string;
      manage: string;
    };
  }
> = {
  de: {
    allJobs: (place) => `Alle Jobs, ${place}`,
    confirm: {
      subject: "Bitte bestätige dein Job-Abo",
      intro: (what) =>
        `Jemand – hoffentlich du – hat mit dieser Adresse ein Job-Abo bestellt: ${what}. Bestätige es, dann schicken wir dir passende neue Stellen.`,
      label: "Job-Abo bestätigen",
      validity: (days) =>
        `Der Link gilt ${days} Tage. Bestätigst du nicht, löschen wir das Job-Abo und deine Adresse danach.`,
      footer: "Du erhältst diese E-Mail, weil ein Job-Abo für diese Adresse bestellt wurde.",
    },
    unsubscribeAll: {
      subject: "Job-Abos abbestellen",
      intro: "Jemand hat verlangt, die Job-Abos dieser Adresse abzubestellen. Mit diesem Link bestellst du alle ab:",
      label: "Alle Job-Abos abbestellen",
      validity: (hours) =>
        `Der Link gilt ${hours} Stunden. Warst du es nicht, ignoriere diese E-Mail: Es ändert sich nichts.`,
      footer: "Du erhältst diese E-Mail, weil für diese Adresse Job-Abos bestehen.",
    },
    alert: {
      subjectOne: (title) => `Neuer Job für dich: ${title}`,
      subjectMany: (n) => `${n} neue Jobs für dein Job-Abo`,
      intro: (what) => `Neu ausgeschrieben für dein Job-Abo ${what}:`,
      more: (more) => `… und ${more} weitere: alle in der Suche ansehen`,
      search: "Zur Suche",
      footer:
        "Du erhältst diese E-Mail, weil du ein Job-Abo bestellt hast. Abbestellen geht mit einem Klick über den Link oben.",
      unsubscribe: "Dieses Job-Abo abbestellen",
      manage: "Job-Abos verwalten",
    },
  },
  fr: {
    allJobs: (place) => `Toutes les annonces, ${place}`,
    confirm: {
      subject: "Confirme ton alerte emploi",
      intro: (what) =>
        `Quelqu'un – toi, espérons-le – a demandé une alerte emploi avec cette adresse: ${what}. Confirme-la et nous t'enverrons les nouvelles annonces qui correspondent.`,
      label: "Confirmer l'alerte emploi",
      validity: (days) =>
        `Le lien est valable ${days} jours. Si tu ne confirmes pas, nous supprimons ensuite l'alerte emploi et ton adresse.`,
      footer: "Tu reçois cet e-mail parce qu'une alerte emploi a été demandée pour cette adresse.",
    },
    unsubscribeAll: {
      subject: "Se désabonner des alertes emploi",
      intro: "Quelqu'un a demandé de désabonner cette adresse de ses alertes emploi. Ce lien les désactive toutes:",
      label: "Se désabonner de toutes les alertes emploi",
      validity: (hours) =>
        `Le lien est valable ${hours} heures. Si ce n'était pas toi, ignore cet e-mail: rien ne change.`,
      footer: "Tu reçois cet e-mail parce que cette adresse a des alertes emploi.",
    },
    alert: {
      subjectOne: (title) => `Nouvelle annonce pour toi: ${title}`,
      subjectMany: (n) => `${n} nouvelles annonces pour ton alerte emploi`,
      intro: (what) => `Nouvelles annonces publiées pour ton alerte emploi ${what}:`,
      more: (more) => `… et ${more} ${more === 1 ? "autre" : "autres"}: tout voir dans la recherche`,
      search: "Ouvrir la recherche",
      footer:
        "Tu reçois cet e-mail parce que tu as demandé une alerte emploi. Tu peux te désabonner en un clic avec le lien ci-dessus.",
      unsubscribe: "Se désabonner de cette alerte emploi",
      manage: "Gérer les alertes emploi",
    },
  },
  it: {
    allJobs: (place) => `Tutti gli annunci, ${place}`,
    confirm: {
      subject: "Conferma il tuo avviso di lavoro",
      intro: (what) =>
        `Qualcuno – speriamo tu – ha richiesto un avviso di lavoro con questo indirizzo: ${what}. Confermalo e ti invieremo i nuovi annunci adatti.`,
      label: "Conferma l'avviso di lavoro",
      validity: (days) =>
        `Il link è valido ${days} giorni. Se non confermi, poi cancelliamo l'avviso di lavoro e il tuo indirizzo.`,
      footer: "Ricevi questa e-mail perché è stato richiesto un avviso di lavoro per questo indirizzo.",
    },
    unsubscribeAll: {
      subject: "Disdici gli avvisi di lavoro",
      intro:
        "Qualcuno ha chiesto di disdire gli avvisi di lavoro di questo indirizzo. Con questo link li disdici tutti:",
      label: "Disdici tutti gli avvisi di lavoro",
      validity: (hours) => `Il link è valido ${hours} ore. Se non eri tu, ignora questa e-mail: non cambia nulla.`,
      footer: "Ricevi questa e-mail perché questo indirizzo ha degli avvisi di lavoro.",
    },
    alert: {
      subjectOne: (title) => `Nuovo annuncio per te: ${title}`,
      subjectMany: (n) => `${n} nuovi annunci per il tuo avviso di lavoro`,
      intro: (what) => `Nuovi annunci pubblicati per il tuo avviso di lavoro ${what}:`,
      more: (more) => `… e ${more === 1 ? `${more} altro` : `altri ${more}`}: vedili tutti nella ricerca`,
      search: "Apri la ricerca",
      footer:
        "Ricevi questa e-mail perché hai richiesto un avviso di lavoro. Puoi disdirlo con un clic tramite il link qui sopra.",
      unsubscribe: "Disdici questo avviso di lavoro",
      manage: "Gestisci gli avvisi di lavoro",
    },
  },
  en: {
    allJobs: (place) => `All jobs, ${place}`,
    confirm: {
      subject: "Please confirm your job alert",
      intro: (what) =>
        `Someone – hopefully you – ordered a job alert with this address: ${what}. Confirm it and we will send you matching new jobs.`,
      label: "Confirm job alert",
      validity: (days) =>
        `The link works for ${days} days. If you do not confirm, we delete the alert and your address afterwards.`,
      footer: "You get this email because a job alert was ordered for this address.",
    },
    unsubscribeAll: {
      subject: "Unsubscribe from job alerts",
      intro: "Someone asked to unsubscribe this address from its job alerts. This link unsubscribes all of them:",
      label: "Unsubscribe from all job alerts",
      validity: (hours) => `The link works for ${hours} hours. If it was not you, ignore this email: nothing changes.`,
      footer: "You get this email because this address has job alerts.",
    },
    alert: {
      subjectOne: (title) => `New job for you: ${title}`,
      subjectMany: (n) => `${n} new jobs for your job alert`,
      intro: (what) => `Newly published for your job alert ${what}:`,
      more: (more) => `… and ${more} more: see all in the search`,
      search: "Open the search",
      footer: "You get this email because you ordered a job alert. Unsubscribe with one click through the link above.",
      unsubscribe: "Unsubscribe from this job alert",
      manage: "Manage job alerts",
    },
  },
};

/** "Informatiker, 8005 Zürich + 25 km" (the query may be empty). */
export function criteriaLine(language: TLanguage, c: { query: string; locationLabel: string; radiusKm: number }) {
  const place = `${c.locationLabel} + ${c.radiusKm} km`;
  if (c.query.trim() === "") return TEXTS[language].allJobs(place);
  return `«${c.query}», ${place}`;
}

export interface ConfirmMail {
  to: string;
  language: TLanguage;
  criteria: { query: string; locationLabel: string; radiusKm: number };
  link: string;
  days: number;
}

/** Template `subscription_confirm`: the visitor's double opt-in. */
function confirmMail(m: ConfirmMail): MailContent {
  const x = TEXTS[m.language].confirm;
  const what = criteriaLine(m.language, m.criteria);
  return {
    language: m.language,
    subject: x.subject,
    greeting: hello(m.language),
    blocks: [x.intro(what), { link: m.link, label: x.label }, x.validity(m.days)],
    footer: x.footer,
  };
}

export interface UnsubscribeAllMail {
  to: string;
  language: TLanguage;
  link: string;
  hours: number;
}

/** Template `subscription_unsubscribe_confirm`: confirm turning off every alert of the address. */
function unsubscribeAllMail(m: UnsubscribeAllMail): MailContent {
  const x = TEXTS[m.language].unsubscribeAll;
  return {
    language: m.language,
    subject: x.subject,
    greeting: hello(m.language),
    blocks: [x.intro, { link: m.link, label: x.label }, x.validity(m.hours)],
    footer: x.footer,
  };
}

export interface AlertMail {
  to: string;
  language: TLanguage;
  frequency: "instant" | "daily" | "weekly";
  criteria: { query: string; locationLabel: string; radiusKm: number };
  listings: { title: string; organizationName: string; city: string | null; link: string }[];
  /** Matching listings beyond those shown. */
  more: number;
  searchLink: string;
  unsubscribeLink: string;
  /** The POST target of one-click unsubscribe (RFC 8058). */
  oneClickLink: string;
  /** The seeker's alert list; none for a visitor. */
  manageLink: string | null;
}

/** Template `subscription_alert`: new listings of one alert. */
function alertMail(m: AlertMail): MailContent {
  const x = TEXTS[m.language].alert;
  const n = m.listings.length + m.more;
  const what = criteriaLine(m.language, m.criteria);
  const subject = n === 1 ? x.subjectOne(m.listings[0]?.title ?? "") : x.subjectMany(n);
  const blocks: MailBlock[] = [
    x.intro(what),
    {
      items: m.listings.map((l) => ({
        title: l.title,
        detail: l.city ? `${l.organizationName}, ${l.city}` : l.organizationName,
        link: l.link,
      })),
    },
  ];
  if (m.more > 0) {
    blocks.push({ link: m.searchLink, label: x.more(m.more) });
  } else {
    blocks.push({ link: m.searchLink, label: x.search });
  }
  return {
    language: m.language,
    subject,
    greeting: hello(m.language),
    blocks,
    footer: x.footer,
    unsubscribe: {
      link: m.unsubscribeLink,
      label: x.unsubscribe,
      ...(m.manageLink ? { manage: { link: m.manageLink, label: x.manage } } : {}),
    },
  };
}

export function queueConfirmMail(ctx: AppContext, m: ConfirmMail) {
  return queueMail(ctx, { to: m.to, template: "subscription_confirm", content: confirmMail(m) });
}

export function queueUnsubscribeAllMail(ctx: AppContext, m: UnsubscribeAllMail) {
  return queueMail(ctx, { to: m.to, template: "subscription_unsubscribe_confirm", content: unsubscribeAllMail(m) });
}

export function queueAlertMail(ctx: AppContext, m: AlertMail) {
  return queueMail(ctx, {
    to: m.to,
    template: "subscription_alert",
    content: alertMail(m),
    headers: { "List-Unsubscribe": `<${m.oneClickLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
