import type { TLanguage } from "@jobatlas/contract";

/**
 * A text in one language: plain, or by plural form (chosen by the param `count` with the
 * language's Intl.PluralRules, as the web's `_one`/`_other` keys are).
 */
export type Text = string | { one: string; other: string };

/** A set of texts by key, each in every UI language. */
export type Catalogue = Record<string, Record<TLanguage, Text>>;

/** The server's own texts that reach users (error details, mails), in every UI language. */
const coreMessages = {
  notFound: { en: "Not found.", de: "Nicht gefunden.", fr: "Introuvable.", it: "Non trovato." },
  routeNotFound: {
    en: "There is no API endpoint at this address.",
    de: "Unter dieser Adresse gibt es keinen API-Endpunkt.",
    fr: "Il n'y a pas de point d'accès API à cette adresse.",
    it: "A questo indirizzo non c'è alcun endpoint API.",
  },
  gone: {
    en: "This is no longer available.",
    de: "Das ist nicht mehr verfügbar.",
    fr: "Ce n'est plus disponible.",
    it: "Non è più disponibile.",
  },
  notAuthenticated: {
    en: "Please sign in.",
    de: "Bitte melde dich an.",
    fr: "Merci de te connecter.",
    it: "Accedi, per favore.",
  },
  forbidden: {
    en: "You may not do this.",
    de: "Das darfst du nicht.",
    fr: "Tu n'as pas le droit de faire cela.",
    it: "Non hai il permesso di farlo.",
  },
  csrfFailed: {
    en: "CSRF token missing or incorrect.",
    de: "CSRF-Token fehlt oder ist falsch.",
    fr: "Jeton CSRF manquant ou incorrect.",
    it: "Token CSRF mancante o errato.",
  },
  rateLimited: {
    en: "Too many requests. Please try again in {seconds} seconds.",
    de: "Zu viele Anfragen. Bitte versuche es in {seconds} Sekunden wieder.",
    fr: "Trop de requêtes. Réessaie dans {seconds} secondes.",
    it: "Troppe richieste. Riprova tra {seconds} secondi.",
  },
  rateLimitedMinutes: {
    en: "Too many requests. Please try again in {minutes} minutes.",
    de: "Zu viele Anfragen. Bitte versuche es in {minutes} Minuten wieder.",
    fr: "Trop de requêtes. Réessaie dans {minutes} minutes.",
    it: "Troppe richieste. Riprova tra {minutes} minuti.",
  },
  payloadTooLarge: {
    en: "The request body is larger than {limit}.",
    de: "Der Inhalt der Anfrage ist grösser als {limit}.",
    fr: "Le contenu de la requête dépasse {limit}.",
    it: "Il contenuto della richiesta supera {limit}.",
  },
  unsupportedMediaType: {
    en: "Send the request body as {types}.",
    de: "Sende den Inhalt der Anfrage als {types}.",
    fr: "Envoie le contenu de la requête en {types}.",
    it: "Invia il contenuto della richiesta come {types}.",
  },
  malformedUrl: {
    en: "The address is malformed.",
    de: "Die Adresse ist fehlerhaft.",
    fr: "L'adresse est mal formée.",
    it: "L'indirizzo non è valido.",
  },
  headersTooLarge: {
    en: "The request headers are too large (at most {limit}).",
    de: "Die Kopfzeilen der Anfrage sind zu gross (höchstens {limit}).",
    fr: "Les en-têtes de la requête sont trop volumineux ({limit} au maximum).",
    it: "Le intestazioni della richiesta sono troppo grandi (al massimo {limit}).",
  },
  requestTimeout: {
    en: "The request did not arrive in time. Please try again.",
    de: "Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuche es wieder.",
    fr: "La requête n'est pas arrivée à temps. Réessaie.",
    it: "La richiesta non è arrivata in tempo. Riprova.",
  },
  nulCharacter: {
    en: "Text must not contain NUL characters.",
    de: "Text darf keine NUL-Zeichen enthalten.",
    fr: "Le texte ne doit pas contenir de caractères NUL.",
    it: "Il testo non deve contenere caratteri NUL.",
  },
  malformedJson: {
    en: "The request body is not valid JSON.",
    de: "Der Inhalt der Anfrage ist kein gültiges JSON.",
    fr: "Le contenu de la requête n'est pas du JSON valide.",
    it: "Il contenuto della richiesta non è JSON valido.",
  },
  invalidUtf8: {
    en: "The request body is not valid UTF-8.",
    de: "Der Inhalt der Anfrage ist kein gültiges UTF-8.",
    fr: "Le contenu de la requête n'est pas de l'UTF-8 valide.",
    it: "Il contenuto della richiesta non è UTF-8 valido.",
  },
  emptyJsonBody: {
    en: "The request has a JSON content type but no body.",
    de: "Die Anfrage ist als JSON deklariert, hat aber keinen Inhalt.",
    fr: "La requête est déclarée en JSON, mais n'a pas de contenu.",
    it: "La richiesta è dichiarata come JSON, ma non ha contenuto.",
  },
  unknownField: { en: "Unknown field.", de: "Unbekanntes Feld.", fr: "Champ inconnu.", it: "Campo sconosciuto." },
  badRequest: {
    en: "The request is malformed.",
    de: "Die Anfrage ist fehlerhaft.",
    fr: "La requête est mal formée.",
    it: "La richiesta non è valida.",
  },
  internal: {
    en: "Something went wrong on our side. The team was notified.",
    de: "Bei uns ist etwas schiefgegangen. Das Team wurde benachrichtigt.",
    fr: "Un problème est survenu de notre côté. L'équipe a été avertie.",
    it: "Qualcosa è andato storto da parte nostra. Il team è stato avvisato.",
  },
  serviceUnavailable: {
    en: "The service is briefly unavailable. Please try again.",
    de: "Der Dienst ist kurz nicht verfügbar. Bitte versuche es wieder.",
    fr: "Le service est momentanément indisponible. Réessaie.",
    it: "Il servizio è momentaneamente non disponibile. Riprova.",
  },
  invalidLanguage: {
    en: "Choose de, fr, it or en.",
    de: "Wähle de, fr, it oder en.",
    fr: "Choisis de, fr, it ou en.",
    it: "Scegli de, fr, it o en.",
  },
  unknownPlace: {
    en: "No postal code or locality in Switzerland or Liechtenstein has this name.",
    de: "Keine Postleitzahl und kein Ort in der Schweiz oder in Liechtenstein heisst so.",
    fr: "Aucun NPA ni aucune localité de Suisse ou du Liechtenstein ne porte ce nom.",
    it: "Nessun NPA e nessuna località in Svizzera o nel Liechtenstein si chiama così.",
  },
  searchIndexBuilding: {
    en: "Search is starting up. Please try again in a moment.",
    de: "Die Suche startet gerade. Bitte versuche es gleich noch einmal.",
    fr: "La recherche est en train de démarrer. Réessaie dans un instant.",
    it: "La ricerca si sta avviando. Riprova tra un attimo.",
  },
  mailSent: {
    en: "If the address can receive mail from us, a message is on its way. Please check your inbox.",
    de: "Wenn die Adresse Mails von uns empfangen kann, ist eine Nachricht unterwegs. Bitte schau in dein Postfach.",
    fr: "Si l'adresse peut recevoir nos e-mails, un message est en route. Regarde dans ta boîte de réception.",
    it: "Se l'indirizzo può ricevere e-mail da noi, un messaggio è in arrivo. Controlla la tua casella di posta.",
  },
  loginTokenInvalid: {
    en: "This link is invalid or expired, please try again.",
    de: "Dieser Link ist ungültig oder abgelaufen, bitte versuche es noch einmal.",
    fr: "Ce lien n'est pas valide ou a expiré, réessaie.",
    it: "Questo link non è valido o è scaduto, riprova.",
  },
  codeInvalid: {
    en: { one: "This code is not correct. {count} try left.", other: "This code is not correct. {count} tries left." },
    de: {
      one: "Dieser Code stimmt nicht. Noch {count} Versuch.",
      other: "Dieser Code stimmt nicht. Noch {count} Versuche.",
    },
    fr: {
      one: "Ce code n'est pas correct. Il te reste {count} essai.",
      other: "Ce code n'est pas correct. Il te reste {count} essais.",
    },
    it: {
      one: "Questo codice non è corretto. Ti resta {count} tentativo.",
      other: "Questo codice non è corretto. Ti restano {count} tentativi.",
    },
  },
  codeExpired: {
    en: "This code has expired or was used up. Please request a new one.",
    de: "Dieser Code ist abgelaufen oder aufgebraucht. Bitte fordere einen neuen an.",
    fr: "Ce code a expiré ou a déjà été utilisé. Demandes-en un nouveau.",
    it: "Questo codice è scaduto o è già stato usato. Richiedine uno nuovo.",
  },
  verificationTokenInvalid: {
    en: "Please confirm the new email address with a code first.",
    de: "Bitte bestätige die neue E-Mail-Adresse zuerst mit einem Code.",
    fr: "Confirme d'abord la nouvelle adresse e-mail avec un code.",
    it: "Conferma prima il nuovo indirizzo e-mail con un codice.",
  },
  emailRevertInvalid: {
    en: "This link is invalid, used or expired. If someone else changed your email address, please write to us through the contact form.",
    de: "Dieser Link ist ungültig, schon verwendet oder abgelaufen. Hat jemand anderes deine E-Mail-Adresse geändert, schreib uns bitte über das Kontaktformular.",
    fr: "Ce lien n'est pas valide, a déjà été utilisé ou a expiré. Si quelqu'un d'autre a modifié ton adresse e-mail, écris-nous via le formulaire de contact.",
    it: "Questo link non è valido, è già stato usato o è scaduto. Se qualcun altro ha modificato il tuo indirizzo e-mail, scrivici tramite il modulo di contatto.",
  },
  emailTaken: {
    en: "Another account uses this email address.",
    de: "Ein anderes Konto verwendet diese E-Mail-Adresse.",
    fr: "Un autre compte utilise cette adresse e-mail.",
    it: "Un altro account usa questo indirizzo e-mail.",
  },
  pictureNotImage: {
    en: "Choose a JPEG, PNG or WebP image.",
    de: "Wähle ein Bild im Format JPEG, PNG oder WebP.",
    fr: "Choisis une image au format JPEG, PNG ou WebP.",
    it: "Scegli un'immagine in formato JPEG, PNG o WebP.",
  },
  pictureTooManyPixels: {
    en: "This image is too large: at most {megapixels} million pixels ({width} × {height} has {actual} million). Make it smaller and upload it again.",
    de: "Dieses Bild ist zu gross: höchstens {megapixels} Millionen Pixel ({width} × {height} hat {actual} Millionen). Verkleinere es und lade es nochmals hoch.",
    fr: "Cette image est trop grande: {megapixels} millions de pixels au maximum ({width} × {height} en a {actual} millions). Réduis-la et charge-la à nouveau.",
    it: "Questa immagine è troppo grande: al massimo {megapixels} milioni di pixel ({width} × {height} ne ha {actual} milioni). Rimpiccioliscila e caricala di nuovo.",
  },
  planChosenAtOpening: {
    en: "Plan {plan} chosen when opening the account; it is in effect now. Please invoice.",
    de: "Abo {plan} bei der Kontoeröffnung gewählt; es gilt ab sofort. Bitte Rechnung stellen.",
    fr: "Formule {plan} choisie à l'ouverture du compte; elle s'applique dès maintenant. Merci d'établir la facture.",
    it: "Piano {plan} scelto all'apertura dell'account; è valido da subito. Si prega di emettere la fattura.",
  },
  planChanged: {
    en: "Plan changed from {from} to {plan}; it is in effect now. Please adjust the invoicing.",
    de: "Abo von {from} zu {plan} gewechselt; es gilt ab sofort. Bitte Rechnungsstellung anpassen.",
    fr: "Formule changée de {from} à {plan}; elle s'applique dès maintenant. Merci d'adapter la facturation.",
    it: "Piano cambiato da {from} a {plan}; è valido da subito. Si prega di adeguare la fatturazione.",
  },
  planReturned: {
    en: "Plan changed back from {from} to {plan}, within {days} days of leaving it; it is in effect now. Please adjust the invoicing.",
    de: "Abo von {from} zurück zu {plan} gewechselt, innert {days} Tagen nach dem Wechsel; es gilt ab sofort. Bitte Rechnungsstellung anpassen.",
    fr: "Formule changée de {from} pour revenir à {plan}, dans les {days} jours suivant le changement; elle s'applique dès maintenant. Merci d'adapter la facturation.",
    it: "Piano cambiato da {from} per tornare a {plan}, entro {days} giorni dal cambio; è valido da subito. Si prega di adeguare la fatturazione.",
  },
  planSalesOnly: {
    en: "Our sales team sets up this plan with you: request it on the purchase page.",
    de: "Dieses Abo richtet unser Verkaufsteam mit dir ein: Frag es auf der Kaufseite an.",
    fr: "Notre équipe de vente met en place cette formule avec toi: demande-la sur la page d'achat.",
    it: "Questo piano viene configurato con te dal nostro team di vendita: richiedilo nella pagina d'acquisto.",
  },
  planLimitActiveListings: {
    en: "Your plan allows {limit} active listings at a time.",
    de: "Dein Abo erlaubt {limit} aktive Inserate gleichzeitig.",
    fr: "Ta formule permet {limit} annonces actives à la fois.",
    it: "Il tuo piano consente {limit} annunci attivi alla volta.",
  },
  planLimitActiveListingsExtension: {
    en: "Your plan allows {limit} active listings at a time and more are active: no listing can be extended until fewer are.",
    de: "Dein Abo erlaubt {limit} aktive Inserate gleichzeitig, und es sind mehr aktiv: Kein Inserat kann verlängert werden, bis es weniger sind.",
    fr: "Ta formule permet {limit} annonces actives à la fois et il y en a davantage: aucune annonce ne peut être prolongée tant qu'il n'y en a pas moins.",
    it: "Il tuo piano consente {limit} annunci attivi alla volta e ce ne sono di più: nessun annuncio può essere prolungato finché non saranno di meno.",
  },
  planLimitExtensionsPerListing: {
    en: "Listing could not be extended anymore",
    de: "Das Inserat konnte nicht mehr verlängert werden",
    fr: "L'annonce n'a pas pu être prolongée davantage",
    it: "Non è stato possibile prolungare ulteriormente l'annuncio",
  },
  planLimitQuestionnaires: {
    en: "Your plan allows {limit} questionnaires.",
    de: "Dein Abo erlaubt {limit} Fragebogen.",
    fr: "Ta formule permet {limit} questionnaires.",
    it: "Il tuo piano consente {limit} questionari.",
  },
  planLimitInvites: {
    en: "Your plan does not include inviting candidates.",
    de: "Kandidat/innen einladen ist in deinem Abo nicht enthalten.",
    fr: "Inviter des candidat·es n'est pas compris dans ta formule.",
    it: "Invitare candidati/e non è incluso nel tuo piano.",
  },
  planLimitForcedWidgetTheme: {
    en: "Your plan does not include a forced widget theme.",
    de: "Ein fest eingestelltes Widget-Design ist in deinem Abo nicht enthalten.",
    fr: "Un thème de widget imposé n'est pas compris dans ta formule.",
    it: "Un tema del widget fisso non è incluso nel tuo piano.",
  },
  invalidTransition: {
    en: "This {entity} cannot go from {from} to {to}.",
    de: "Ein Eintrag ({entity}) kann nicht von {from} zu {to} wechseln.",
    fr: "Une entrée ({entity}) ne peut pas passer de {from} à {to}.",
    it: "Una voce ({entity}) non può passare da {from} a {to}.",
  },
  staleRevision: {
    en: "Someone else changed this meanwhile. Your changes were not saved: reload to see the current version.",
    de: "Jemand anderes hat das inzwischen geändert. Deine Änderungen wurden nicht gespeichert: Lade die aktuelle Fassung neu.",
    fr: "Quelqu'un d'autre a modifié ceci entre-temps. Tes modifications n'ont pas été enregistrées : recharge la version actuelle.",
    it: "Qualcun altro ha modificato questo nel frattempo. Le tue modifiche non sono state salvate: ricarica la versione attuale.",
  },
} satisfies Catalogue;

/**
 * Every catalogue by its feature: the core's here, each feature's added next to its
 * `registerMessages` call with `declare module "…/i18n/messages" { interface MessageCatalogues
 * { jobs: typeof jobsMessages } }`, so a key `t` and the errors take is checked at compile time.
 */
export interface MessageCatalogues {
  core: typeof coreMessages;
}

export type MessageKey = {
  [F in keyof MessageCatalogues]: keyof MessageCatalogues[F] & string;
}[keyof MessageCatalogues];

const registry = new Map<string, Record<TLanguage, Text>>(Object.entries(coreMessages));

/**
 * Adds a feature's texts; its `<area>.messages.ts` calls it when loaded, and the feature's service
 * (which routes and the worker's tasks load) imports that module. A key may belong to one
 * catalogue only.
 */
export function registerMessages<C extends Catalogue>(catalogue: C): C {
  for (const [key, text] of Object.entries(catalogue)) {
    const known = registry.get(key);
    if (known !== undefined && known !== text) throw new Error(`message key ${key} is registered twice`);
    registry.set(key, text);
  }
  return catalogue;
}

/** Every key registered so far with its texts (a test checks that every language has each). */
export function registeredTexts(): [string, Record<TLanguage, Text>][] {
  return [...registry.entries()];
}

/** Whether `key` has texts in this process (a test checks the worker's). */
export function isRegistered(key: string): boolean {
  return registry.has(key);
}

const pluralRules = new Map<TLanguage, Intl.PluralRules>();

function pluralForm(language: TLanguage, count: number): "one" | "other" {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count) === "one" ? "one" : "other";
}

/** The text of `key` in `language`, its `{name}`s replaced by `params` (a plural's form chosen by `count`). */
export function t(language: TLanguage, key: MessageKey, params: Record<string, string | number> = {}): string {
  const entry = registry.get(key);
  if (!entry) throw new Error(`message key ${key} is not registered: its feature's service must import its messages`);
  const text = entry[language];
  const chosen = typeof text === "string" ? text : text[pluralForm(language, Number(params.count))];
  return chosen.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
