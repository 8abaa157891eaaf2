/**
 * The mails of job alerts, rendered when queued (the outbox row holds exactly what is sent), in the
 * recipient's language, plain text plus simple HTML with every user text escaped: the visitor's
 * confirmation (double opt-in), the confirmation of an unsubscribe asked without a valid link, and
 * the alert digest with its one-click unsubscribe link and List-Unsubscribe headers (RFC 8058).
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { insertOutboxMail } from "../mail/mail.repo";

const PRODUCT = "Jobatlas";

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

type Block = string | { link: string; label: string } | { items: { title: string; detail: string; link: string }[] };

function render(language: TLanguage, subject: string, greeting: string, blocks: Block[], footerExtra: string) {
  const footer =
    (language === "de"
      ? `${PRODUCT} – Jobs und Arbeitgeber in der Schweiz und in Liechtenstein.`
      : `${PRODUCT} – jobs and employers in Switzerland and Liechtenstein.`) + `\n${footerExtra}`;
  const textOf = (b: Block) => {
    if (typeof b === "string") return b;
    if ("items" in b) return b.items.map((i) => `- ${i.title}\n  ${i.detail}\n  ${i.link}`).join("\n");
    return `${b.label}:\n${b.link}`;
  };
  const text = [greeting, ...blocks.map(textOf), "--", footer].join("\n\n") + "\n";
  const htmlBlocks = blocks.map((b) => {
    if (typeof b === "string") return `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`;
    if ("items" in b) {
      return `<ul style="padding-left:18px">${b.items
        .map(
          (i) =>
            `<li style="margin-bottom:10px"><a href="${escapeHtml(i.link)}" style="color:#0f5132;font-weight:bold">${escapeHtml(i.title)}</a><br><span style="color:#444">${escapeHtml(i.detail)}</span></li>`,
        )
        .join("")}</ul>`;
    }
    const href = escapeHtml(b.link);
    return `<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#0f5132;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.label)}</a></p><p style="font-size:13px;color:#444">${href}</p>`;
  });
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px"><p style="font-weight:bold;font-size:18px">${PRODUCT}</p><p>${escapeHtml(greeting)}</p>${htmlBlocks.join("")}<hr><p style="font-size:12px;color:#444">${escapeHtml(footer).replace(/\n/g, "<br>")}</p></body></html>`;
  return { subject, text, html };
}

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
export function renderConfirmMail(m: ConfirmMail) {
  const de = m.language === "de";
  const what = criteriaLine(m.language, m.criteria);
  return render(
    m.language,
    de ? "Bitte bestätige dein Job-Abo" : "Please confirm your job alert",
    de ? "Hallo" : "Hello",
    [
      de
        ? `Jemand – hoffentlich du – hat mit dieser Adresse ein Job-Abo bestellt: ${what}. Bestätige es, dann schicken wir dir passende neue Stellen.`
        : `Someone – hopefully you – ordered a job alert with this address: ${what}. Confirm it and we will send you matching new jobs.`,
      { link: m.link, label: de ? "Job-Abo bestätigen" : "Confirm job alert" },
      de
        ? `Der Link gilt ${m.days} Tage. Bestätigst du nicht, löschen wir das Job-Abo und deine Adresse danach.`
        : `The link works for ${m.days} days. If you do not confirm, we delete the alert and your address afterwards.`,
    ],
    de
      ? "Du erhältst diese E-Mail, weil ein Job-Abo für diese Adresse bestellt wurde."
      : "You get this email because a job alert was ordered for this address.",
  );
}

export interface UnsubscribeAllMail {
  to: string;
  language: TLanguage;
  link: string;
  hours: number;
}

/** Template `subscription_unsubscribe_confirm`: confirm turning off every alert of the address. */
export function renderUnsubscribeAllMail(m: UnsubscribeAllMail) {
  const de = m.language === "de";
  return render(
    m.language,
    de ? "Job-Abos abbestellen" : "Unsubscribe from job alerts",
    de ? "Hallo" : "Hello",
    [
      de
        ? "Jemand hat verlangt, die Job-Abos dieser Adresse abzubestellen. Mit diesem Link bestellst du alle ab:"
        : "Someone asked to unsubscribe this address from its job alerts. This link unsubscribes all of them:",
      { link: m.link, label: de ? "Alle Job-Abos abbestellen" : "Unsubscribe from all job alerts" },
      de
        ? `Der Link gilt ${m.hours} Stunden. Warst du es nicht, ignoriere diese E-Mail: Es ändert sich nichts.`
        : `The link works for ${m.hours} hours. If it was not you, ignore this email: nothing changes.`,
    ],
    de
      ? "Du erhältst diese E-Mail, weil für diese Adresse Job-Abos bestehen."
      : "You get this email because this address has job alerts.",
  );
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
export function renderAlertMail(m: AlertMail) {
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
  const blocks: Block[] = [
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
  if (m.manageLink) {
    blocks.push({ link: m.manageLink, label: de ? "Job-Abos verwalten" : "Manage job alerts" });
  }
  blocks.push({
    link: m.unsubscribeLink,
    label: de ? "Dieses Job-Abo abbestellen" : "Unsubscribe from this job alert",
  });
  const rendered = render(
    m.language,
    subject,
    de ? "Hallo" : "Hello",
    blocks,
    de
      ? "Du erhältst diese E-Mail, weil du ein Job-Abo bestellt hast. Abbestellen geht mit einem Klick über den Link oben."
      : "You get this email because you ordered a job alert. Unsubscribe with one click through the link above.",
  );
  return {
    ...rendered,
    headers: {
      "List-Unsubscribe": `<${m.oneClickLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function queueConfirmMail(ctx: AppContext, m: ConfirmMail) {
  return insertOutboxMail(ctx.db, {
    toEmail: m.to,
    language: m.language,
    template: "subscription_confirm",
    createdAt: ctx.now(),
    ...renderConfirmMail(m),
  });
}

export function queueUnsubscribeAllMail(ctx: AppContext, m: UnsubscribeAllMail) {
  return insertOutboxMail(ctx.db, {
    toEmail: m.to,
    language: m.language,
    template: "subscription_unsubscribe_confirm",
    createdAt: ctx.now(),
    ...renderUnsubscribeAllMail(m),
  });
}

export function queueAlertMail(ctx: AppContext, m: AlertMail) {
  return insertOutboxMail(ctx.db, {
    toEmail: m.to,
    language: m.language,
    template: "subscription_alert",
    createdAt: ctx.now(),
    ...renderAlertMail(m),
  });
}
