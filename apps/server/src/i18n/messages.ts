import type { TLanguage } from "@jobatlas/contract";

/**
 * A text in one language: plain, or by plural form (chosen by the param `count` with the
 * language's Intl.PluralRules, as the web's `_one`/`_other` keys are).
 */
export type Text = string | { one: string; other: string };

/** A set of texts by key, each in every UI language. */
export type Catalogue = Record<string, Record<TLanguage, Text>>;

/** The server's own texts that reach users (error details, mails), in both UI languages. */
const coreMessages = {
  notFound: { en: "Not found.", de: "Nicht gefunden." },
  routeNotFound: {
    en: "There is no API endpoint at this address.",
    de: "Unter dieser Adresse gibt es keinen API-Endpunkt.",
  },
  gone: { en: "This is no longer available.", de: "Das ist nicht mehr verfügbar." },
  notAuthenticated: { en: "Please sign in.", de: "Bitte melde dich an." },
  forbidden: { en: "You may not do this.", de: "Das darfst du nicht." },
  csrfFailed: { en: "CSRF token missing or incorrect.", de: "CSRF-Token fehlt oder ist falsch." },
  rateLimited: {
    en: "Too many requests. Please try again in {seconds} seconds.",
    de: "Zu viele Anfragen. Bitte versuche es in {seconds} Sekunden wieder.",
  },
  rateLimitedMinutes: {
    en: "Too many requests. Please try again in {minutes} minutes.",
    de: "Zu viele Anfragen. Bitte versuche es in {minutes} Minuten wieder.",
  },
  payloadTooLarge: {
    en: "The request body is larger than {limit}.",
    de: "Der Inhalt der Anfrage ist grösser als {limit}.",
  },
  unsupportedMediaType: {
    en: "Send the request body as {types}.",
    de: "Sende den Inhalt der Anfrage als {types}.",
  },
  malformedUrl: { en: "The address is malformed.", de: "Die Adresse ist fehlerhaft." },
  headersTooLarge: {
    en: "The request headers are too large (at most {limit}).",
    de: "Die Kopfzeilen der Anfrage sind zu gross (höchstens {limit}).",
  },
  requestTimeout: {
    en: "The request did not arrive in time. Please try again.",
    de: "Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuche es wieder.",
  },
  nulCharacter: {
    en: "Text must not contain NUL characters.",
    de: "Text darf keine NUL-Zeichen enthalten.",
  },
  malformedJson: { en: "The request body is not valid JSON.", de: "Der Inhalt der Anfrage ist kein gültiges JSON." },
  invalidUtf8: {
    en: "The request body is not valid UTF-8.",
    de: "Der Inhalt der Anfrage ist kein gültiges UTF-8.",
  },
  emptyJsonBody: {
    en: "The request has a JSON content type but no body.",
    de: "Die Anfrage ist als JSON deklariert, hat aber keinen Inhalt.",
  },
  unknownField: { en: "Unknown field.", de: "Unbekanntes Feld." },
  badRequest: { en: "The request is malformed.", de: "Die Anfrage ist fehlerhaft." },
  internal: {
    en: "Something went wrong on our side. The team was notified.",
    de: "Bei uns ist etwas schiefgegangen. Das Team wurde benachrichtigt.",
  },
  serviceUnavailable: {
    en: "The service is briefly unavailable. Please try again.",
    de: "Der Dienst ist kurz nicht verfügbar. Bitte versuche es wieder.",
  },
  invalidLanguage: { en: "Choose de or en.", de: "Wähle de oder en." },
  unknownPlace: {
    en: "No postal code or locality in Switzerland or Liechtenstein has this name.",
    de: "Keine Postleitzahl und kein Ort in der Schweiz oder in Liechtenstein heisst so.",
  },
  searchIndexBuilding: {
    en: "Search is starting up. Please try again in a moment.",
    de: "Die Suche startet gerade. Bitte versuche es gleich noch einmal.",
  },
  mailSent: {
    en: "If the address can receive mail from us, a message is on its way. Please check your inbox.",
    de: "Wenn die Adresse Mails von uns empfangen kann, ist eine Nachricht unterwegs. Bitte schau in dein Postfach.",
  },
  loginTokenInvalid: {
    en: "This link is invalid or expired, please try again.",
    de: "Dieser Link ist ungültig oder abgelaufen, bitte versuche es noch einmal.",
  },
  codeInvalid: {
    en: { one: "This code is not correct. {count} try left.", other: "This code is not correct. {count} tries left." },
    de: {
      one: "Dieser Code stimmt nicht. Noch {count} Versuch.",
      other: "Dieser Code stimmt nicht. Noch {count} Versuche.",
    },
  },
  codeExpired: {
    en: "This code has expired or was used up. Please request a new one.",
    de: "Dieser Code ist abgelaufen oder aufgebraucht. Bitte fordere einen neuen an.",
  },
  verificationTokenInvalid: {
    en: "Please confirm the new email address with a code first.",
    de: "Bitte bestätige die neue E-Mail-Adresse zuerst mit einem Code.",
  },
  emailRevertInvalid: {
    en: "This link is invalid, used or expired. If someone else changed your email address, please write to us through the contact form.",
    de: "Dieser Link ist ungültig, schon verwendet oder abgelaufen. Hat jemand anderes deine E-Mail-Adresse geändert, schreib uns bitte über das Kontaktformular.",
  },
  emailTaken: {
    en: "Another account uses this email address.",
    de: "Ein anderes Konto verwendet diese E-Mail-Adresse.",
  },
  pictureNotImage: {
    en: "Choose a JPEG, PNG or WebP image.",
    de: "Wähle ein Bild im Format JPEG, PNG oder WebP.",
  },
  pictureTooManyPixels: {
    en: "This image is too large: at most {megapixels} million pixels ({width} × {height} has {actual} million). Make it smaller and upload it again.",
    de: "Dieses Bild ist zu gross: höchstens {megapixels} Millionen Pixel ({width} × {height} hat {actual} Millionen). Verkleinere es und lade es nochmals hoch.",
  },
  planChosenAtOpening: {
    en: "Plan {plan} chosen when opening the account; it is in effect now. Please invoice.",
    de: "Abo {plan} bei der Kontoeröffnung gewählt; es gilt ab sofort. Bitte Rechnung stellen.",
  },
  planChanged: {
    en: "Plan changed from {from} to {plan}; it is in effect now. Please adjust the invoicing.",
    de: "Abo von {from} zu {plan} gewechselt; es gilt ab sofort. Bitte Rechnungsstellung anpassen.",
  },
  planReturned: {
    en: "Plan changed back from {from} to {plan}, within {days} days of leaving it; it is in effect now. Please adjust the invoicing.",
    de: "Abo von {from} zurück zu {plan} gewechselt, innert {days} Tagen nach dem Wechsel; es gilt ab sofort. Bitte Rechnungsstellung anpassen.",
  },
  planSalesOnly: {
    en: "Our sales team sets up this plan with you: request it on the purchase page.",
    de: "Dieses Abo richtet unser Verkaufsteam mit dir ein: Frag es auf der Kaufseite an.",
  },
  planLimitActiveListings: {
    en: "Your plan allows {limit} active listings at a time.",
    de: "Dein Abo erlaubt {limit} aktive Inserate gleichzeitig.",
  },
  planLimitActiveListingsExtension: {
    en: "Your plan allows {limit} active listings at a time and more are active: no listing can be extended until fewer are.",
    de: "Dein Abo erlaubt {limit} aktive Inserate gleichzeitig, und es sind mehr aktiv: Kein Inserat kann verlängert werden, bis es weniger sind.",
  },
  planLimitExtensionsPerListing: {
    en: "Listing could not be extended anymore",
    de: "Das Inserat konnte nicht mehr verlängert werden",
  },
  planLimitQuestionnaires: {
    en: "Your plan allows {limit} questionnaires.",
    de: "Dein Abo erlaubt {limit} Fragebogen.",
  },
  planLimitInvites: {
    en: "Your plan does not include inviting candidates.",
    de: "Kandidat/innen einladen ist in deinem Abo nicht enthalten.",
  },
  planLimitForcedWidgetTheme: {
    en: "Your plan does not include a forced widget theme.",
    de: "Ein fest eingestelltes Widget-Design ist in deinem Abo nicht enthalten.",
  },
  invalidTransition: {
    en: "This {entity} cannot go from {from} to {to}.",
    de: "Ein Eintrag ({entity}) kann nicht von {from} zu {to} wechseln.",
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
