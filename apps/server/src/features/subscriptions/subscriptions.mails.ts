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

/** "Informatiker, 8005 Zürich + 25 km" (the query may be empty). */
export function criteriaLine(language: TLanguage, c: { query: string; locationLabel: string; radiusKm: number }) {
  const place = `${c.locationLabel} + ${c.radiusKm} km`;
  if (c.query.trim() === "") return language === "de" ? `Alle Jobs, ${place}` : `All jobs, ${place}`;
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
  const de = m.language === "de";
  const what = criteriaLine(m.language, m.criteria);
  return {
    language: m.language,
    subject: de ? "Bitte bestätige dein Job-Abo" : "Please confirm your job alert",
    greeting: hello(m.language),
    blocks: [
      de
        ? `Jemand – hoffentlich du – hat mit dieser Adresse ein Job-Abo bestellt: ${what}. Bestätige es, dann schicken wir dir passende neue Stellen.`
        : `Someone – hopefully you – ordered a job alert with this address: ${what}. Confirm it and we will send you matching new jobs.`,
      { link: m.link, label: de ? "Job-Abo bestätigen" : "Confirm job alert" },
      de
        ? `Der Link gilt ${m.days} Tage. Bestätigst du nicht, löschen wir das Job-Abo und deine Adresse danach.`
        : `The link works for ${m.days} days. If you do not confirm, we delete the alert and your address afterwards.`,
    ],
    footer: de
      ? "Du erhältst diese E-Mail, weil ein Job-Abo für diese Adresse bestellt wurde."
      : "You get this email because a job alert was ordered for this address.",
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
  const de = m.language === "de";
  return {
    language: m.language,
    subject: de ? "Job-Abos abbestellen" : "Unsubscribe from job alerts",
    greeting: hello(m.language),
    blocks: [
      de
        ? "Jemand hat verlangt, die Job-Abos dieser Adresse abzubestellen. Mit diesem Link bestellst du alle ab:"
        : "Someone asked to unsubscribe this address from its job alerts. This link unsubscribes all of them:",
      { link: m.link, label: de ? "Alle Job-Abos abbestellen" : "Unsubscribe from all job alerts" },
      de
        ? `Der Link gilt ${m.hours} Stunden. Warst du es nicht, ignoriere diese E-Mail: Es ändert sich nichts.`
        : `The link works for ${m.hours} hours. If it was not you, ignore this email: nothing changes.`,
    ],
    footer: de
      ? "Du erhältst diese E-Mail, weil für diese Adresse Job-Abos bestehen."
      : "You get this email because this address has job alerts.",
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
  const de = m.language === "de";
  const n = m.listings.length + m.more;
  const what = criteriaLine(m.language, m.criteria);
  const subject = de
    ? n === 1
      ? `Neuer Job für dich: ${m.listings[0]?.title ?? ""}`
      : `${n} neue Jobs für dein Job-Abo`
    : n === 1
      ? `New job for you: ${m.listings[0]?.title ?? ""}`
      : `${n} new jobs for your job alert`;
  const blocks: MailBlock[] = [
    de ? `Neu ausgeschrieben für dein Job-Abo ${what}:` : `Newly published for your job alert ${what}:`,
    {
      items: m.listings.map((l) => ({
        title: l.title,
        detail: l.city ? `${l.organizationName}, ${l.city}` : l.organizationName,
        link: l.link,
      })),
    },
  ];
  if (m.more > 0) {
    blocks.push({
      link: m.searchLink,
      label: de ? `… und ${m.more} weitere: alle in der Suche ansehen` : `… and ${m.more} more: see all in the search`,
    });
  } else {
    blocks.push({ link: m.searchLink, label: de ? "Zur Suche" : "Open the search" });
  }
  return {
    language: m.language,
    subject,
    greeting: hello(m.language),
    blocks,
    footer: de
      ? "Du erhältst diese E-Mail, weil du ein Job-Abo bestellt hast. Abbestellen geht mit einem Klick über den Link oben."
      : "You get this email because you ordered a job alert. Unsubscribe with one click through the link above.",
    unsubscribe: {
      link: m.unsubscribeLink,
      label: de ? "Dieses Job-Abo abbestellen" : "Unsubscribe from this job alert",
      ...(m.manageLink
        ? { manage: { link: m.manageLink, label: de ? "Job-Abos verwalten" : "Manage job alerts" } }
        : {}),
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
