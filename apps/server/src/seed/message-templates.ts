/**
 * Demo message templates (issue 30 point 2, ADR 090): each demo organisation gets a rejection,
 * a contact request and an invitation template in German, French, Italian and English, and the
 * pro organisation one bulk rejection waiting to be sent (so the list and profile show "Rejection
 * scheduled … Undo").
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Tx } from "../context";
import { applications, listings, messageTemplates, organizations, scheduledRejections } from "../db/schema";
import { renderTemplate } from "@jobatlas/contract";
import { DEMO_ORGS } from "./organizations";

type Texts = Record<"de" | "fr" | "it" | "en", string>;

const TEMPLATES: { kind: "reject" | "contact_request" | "invite"; name: string; texts: Texts }[] = [
  {
    kind: "reject",
    name: "Freundliche Absage",
    texts: {
      de: "Hallo {{first_name}}\n\nVielen Dank für deine Bewerbung als {{listing_title}} und das Interesse an {{company}}. Wir haben uns nach sorgfältiger Prüfung für eine andere Person entschieden.\n\nFür deine weitere Suche wünschen wir dir alles Gute.\n\nFreundliche Grüsse\n{{company}}",
      fr: "Bonjour {{first_name}}\n\nMerci pour ta candidature au poste {{listing_title}} et pour ton intérêt pour {{company}}. Après un examen attentif, nous avons choisi une autre personne.\n\nNous te souhaitons plein succès pour la suite.\n\nMeilleures salutations\n{{company}}",
      it: "Ciao {{first_name}}\n\nGrazie per la tua candidatura come {{listing_title}} e per l'interesse per {{company}}. Dopo un attento esame abbiamo scelto un'altra persona.\n\nTi auguriamo il meglio per la tua ricerca.\n\nCordiali saluti\n{{company}}",
      en: "Hello {{first_name}}\n\nThank you for applying for {{listing_title}} and for your interest in {{company}}. After careful review we have decided to go ahead with someone else.\n\nWe wish you all the best with your search.\n\nKind regards\n{{company}}",
    },
  },
  {
    kind: "reject",
    name: "Absage nach Gespräch",
    texts: {
      de: "Hallo {{first_name}}\n\nDanke für das angenehme Gespräch zur Stelle {{listing_title}}. Es war knapp, doch wir haben uns für eine andere Person entschieden. Gern behalten wir dich in Erinnerung.\n\nHerzliche Grüsse\n{{company}}",
      fr: "Bonjour {{first_name}}\n\nMerci pour l'agréable entretien concernant le poste {{listing_title}}. Le choix a été serré, mais nous avons retenu une autre personne. Nous gardons volontiers ton profil en mémoire.\n\nCordialement\n{{company}}",
      it: "Ciao {{first_name}}\n\nGrazie per il piacevole colloquio per il posto {{listing_title}}. È stata una scelta difficile, ma abbiamo scelto un'altra persona. Terremo volentieri presente il tuo profilo.\n\nCordiali saluti\n{{company}}",
      en: "Hello {{first_name}}\n\nThank you for the good conversation about {{listing_title}}. It was close, but we have chosen someone else. We would be glad to keep you in mind.\n\nBest regards\n{{company}}",
    },
  },
  {
    kind: "contact_request",
    name: "Kennenlernen",
    texts: {
      de: "Hallo {{first_name}}\n\nDeine Bewerbung als {{listing_title}} hat uns gefallen. Hast du Zeit für ein kurzes Telefongespräch in den nächsten Tagen?\n\nFreundliche Grüsse\n{{company}}",
      fr: "Bonjour {{first_name}}\n\nTa candidature au poste {{listing_title}} nous a plu. As-tu le temps pour un court entretien téléphonique ces prochains jours?\n\nMeilleures salutations\n{{company}}",
      it: "Ciao {{first_name}}\n\nLa tua candidatura come {{listing_title}} ci è piaciuta. Hai tempo per una breve telefonata nei prossimi giorni?\n\nCordiali saluti\n{{company}}",
      en: "Hello {{first_name}}\n\nWe liked your application for {{listing_title}}. Do you have time for a short phone call in the coming days?\n\nKind regards\n{{company}}",
    },
  },
  {
    kind: "invite",
    name: "Einladung zur Bewerbung",
    texts: {
      de: "Hallo {{first_name}}\n\nWir suchen eine Person für {{listing_title}} und denken, dass du gut zu {{company}} passen könntest. Wir freuen uns auf deine Bewerbung.",
      fr: "Bonjour {{first_name}}\n\nNous cherchons une personne pour {{listing_title}} et pensons que tu pourrais bien convenir à {{company}}. Nous nous réjouissons de ta candidature.",
      it: "Ciao {{first_name}}\n\nCerchiamo una persona per {{listing_title}} e pensiamo che potresti fare al caso di {{company}}. Aspettiamo con piacere la tua candidatura.",
      en: "Hello {{first_name}}\n\nWe are looking for someone for {{listing_title}} and think you could be a good fit for {{company}}. We look forward to your application.",
    },
  },
];

/** The demo organisations' templates, and one scheduled bulk rejection of the pro organisation, dated `now`. */
export async function insertDemoMessageTemplates(tx: Tx, now: Date): Promise<void> {
  const orgs = await tx
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(
      inArray(
        organizations.slug,
        DEMO_ORGS.map((org) => org.slug),
      ),
    );
  for (const org of orgs) {
    await tx
      .insert(messageTemplates)
      .values(TEMPLATES.map((t) => ({ organizationId: org.id, ...t, createdAt: now, updatedAt: now })));
  }
  const pro = orgs.find((org) => org.slug === "demo-pro-software");
  if (!pro) return;
  const [found] = await tx
    .select({ application: applications, listingTitle: listings.title })
    .from(applications)
    .leftJoin(listings, eq(listings.id, applications.listingId))
    .where(and(eq(applications.organizationId, pro.id), eq(applications.status, "pending")))
    .orderBy(asc(applications.id))
    .limit(1);
  if (!found) return;
  const pending = found.application;
  await tx.insert(scheduledRejections).values({
    organizationId: pro.id,
    applicationId: pending.id,
    batchId: randomUUID(),
    message: renderTemplate(TEMPLATES[0]!.texts, pending.language, {
      firstName: pending.firstName,
      companyName: pro.name,
      listingTitle: found.listingTitle,
    }),
    sendAt: new Date(now.getTime() + 20 * 60 * 60 * 1000),
    createdAt: now,
  });
}
