/**
 * Our generic validation messages in every UI language (spec §5), used by the server for ValidationError
 * entries and by the web app's forms, so a message reads the same wherever it is shown.
 * zod's built-in locales are the fallback for the rare issue kinds not worded here.
 */
import { z } from "zod";
import type { $ZodIssue } from "zod/v4/core";
import { INTL_LOCALES } from "./core/constants";
import type { TLanguage } from "./enums";
import { PHONE_PATTERN } from "./fields";

type Issue = $ZodIssue & { input?: unknown };

/** Exported for the test that keeps every language's catalogue whole. */
export const VALIDATION_TEXTS = {
  required: { en: "Required.", de: "Pflichtfeld.", fr: "Champ obligatoire.", it: "Campo obbligatorio." },
  type: {
    en: "Expected {expected}.",
    de: "Erwartet: {expected}.",
    fr: "Attendu: {expected}.",
    it: "Atteso: {expected}.",
  },
  finite: {
    en: "Enter a finite number.",
    de: "Gib eine endliche Zahl ein.",
    fr: "Saisis un nombre fini.",
    it: "Inserisci un numero finito.",
  },
  enum: {
    en: "Choose one of the offered options.",
    de: "Wähle eine der angebotenen Optionen.",
    fr: "Choisis une des options proposées.",
    it: "Scegli una delle opzioni proposte.",
  },
  email: {
    en: "Enter a valid email address.",
    de: "Gib eine gültige E-Mail-Adresse ein.",
    fr: "Saisis une adresse e-mail valide.",
    it: "Inserisci un indirizzo e-mail valido.",
  },
  url: {
    en: "Enter a valid URL.",
    de: "Gib eine gültige URL ein.",
    fr: "Saisis une URL valide.",
    it: "Inserisci un URL valido.",
  },
  format: { en: "Invalid format.", de: "Ungültiges Format.", fr: "Format non valide.", it: "Formato non valido." },
  phone: {
    en: "Enter a phone number, e.g. +41 44 123 45 67.",
    de: "Gib eine Telefonnummer ein, z. B. +41 44 123 45 67.",
    fr: "Saisis un numéro de téléphone, p. ex. +41 44 123 45 67.",
    it: "Inserisci un numero di telefono, p. es. +41 44 123 45 67.",
  },
  stringMin: {
    en: "Enter at least {n} characters.",
    de: "Gib mindestens {n} Zeichen ein.",
    fr: "Saisis au moins {n} caractères.",
    it: "Inserisci almeno {n} caratteri.",
  },
  stringMax: {
    en: "Enter at most {n} characters.",
    de: "Gib höchstens {n} Zeichen ein.",
    fr: "Saisis au maximum {n} caractères.",
    it: "Inserisci al massimo {n} caratteri.",
  },
  stringExact: {
    en: "Enter exactly {n} characters.",
    de: "Gib genau {n} Zeichen ein.",
    fr: "Saisis exactement {n} caractères.",
    it: "Inserisci esattamente {n} caratteri.",
  },
  numberMin: {
    en: "Enter a number of at least {n}.",
    de: "Gib eine Zahl von mindestens {n} ein.",
    fr: "Saisis un nombre supérieur ou égal à {n}.",
    it: "Inserisci un numero maggiore o uguale a {n}.",
  },
  numberMinExclusive: {
    en: "Enter a number greater than {n}.",
    de: "Gib eine Zahl grösser als {n} ein.",
    fr: "Saisis un nombre supérieur à {n}.",
    it: "Inserisci un numero maggiore di {n}.",
  },
  numberMax: {
    en: "Enter a number of at most {n}.",
    de: "Gib eine Zahl von höchstens {n} ein.",
    fr: "Saisis un nombre inférieur ou égal à {n}.",
    it: "Inserisci un numero minore o uguale a {n}.",
  },
  numberMaxExclusive: {
    en: "Enter a number less than {n}.",
    de: "Gib eine Zahl kleiner als {n} ein.",
    fr: "Saisis un nombre inférieur à {n}.",
    it: "Inserisci un numero minore di {n}.",
  },
  arrayMin: {
    en: "Choose at least {n} elements.",
    de: "Wähle mindestens {n} Elemente.",
    fr: "Choisis au moins {n} éléments.",
    it: "Scegli almeno {n} elementi.",
  },
  arrayMax: {
    en: "Choose at most {n} elements.",
    de: "Wähle höchstens {n} Elemente.",
    fr: "Choisis au maximum {n} éléments.",
    it: "Scegli al massimo {n} elementi.",
  },
  dateMin: {
    en: "Enter a date on or after {n}.",
    de: "Gib ein Datum ab dem {n} ein.",
    fr: "Saisis une date à partir du {n}.",
    it: "Inserisci una data a partire dal {n}.",
  },
  dateMax: {
    en: "Enter a date on or before {n}.",
    de: "Gib ein Datum bis zum {n} ein.",
    fr: "Saisis une date jusqu'au {n}.",
    it: "Inserisci una data fino al {n}.",
  },
  multipleOf: {
    en: "Enter a multiple of {n}.",
    de: "Gib ein Vielfaches von {n} ein.",
    fr: "Saisis un multiple de {n}.",
    it: "Inserisci un multiplo di {n}.",
  },
  integer: {
    en: "Enter a whole number.",
    de: "Gib eine ganze Zahl ein.",
    fr: "Saisis un nombre entier.",
    it: "Inserisci un numero intero.",
  },
} satisfies Record<string, Record<TLanguage, string>>;

const TYPE_NAMES: Record<string, Record<TLanguage, string>> = {
  string: { en: "text", de: "Text", fr: "du texte", it: "testo" },
  number: { en: "a number", de: "eine Zahl", fr: "un nombre", it: "un numero" },
  int: { en: "a whole number", de: "eine ganze Zahl", fr: "un nombre entier", it: "un numero intero" },
  boolean: { en: "yes or no", de: "ja oder nein", fr: "oui ou non", it: "sì o no" },
  array: { en: "a list", de: "eine Liste", fr: "une liste", it: "un elenco" },
  object: { en: "an object", de: "ein Objekt", fr: "un objet", it: "un oggetto" },
  date: { en: "a date", de: "ein Datum", fr: "une date", it: "una data" },
};

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ""));
}

/** zod's own locales, the fallback for issue kinds not worded here. */
const ZOD_LOCALES: Record<TLanguage, typeof z.locales.en> = {
  de: z.locales.de,
  fr: z.locales.fr,
  it: z.locales.it,
  en: z.locales.en,
};

function formatDate(value: number | bigint, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: "medium" }).format(new Date(Number(value)));
}

/** The message for one zod issue in a UI language, or undefined when the issue keeps its own message. */
export function validationMessage(issue: Issue, language: TLanguage): string | undefined {
  const say = (key: keyof typeof VALIDATION_TEXTS, params: Record<string, string | number> = {}) =>
    fill(VALIDATION_TEXTS[key][language], params);
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined || issue.input === null) return say("required");
      if (issue.expected === "number" && typeof issue.input === "number") return say("finite");
      if (issue.expected === "int") return say("integer");
      const name = TYPE_NAMES[issue.expected]?.[language] ?? issue.expected;
      return say("type", { expected: name });
    }
    case "invalid_value":
      return say("enum");
    case "invalid_format":
      if (issue.format === "email") return say("email");
      if (issue.format === "url") return say("url");
      if (issue.format === "regex" && issue.pattern === PHONE_PATTERN.toString()) return say("phone");
      return say("format");
    case "too_small": {
      const n = issue.origin === "date" ? formatDate(issue.minimum, language) : Number(issue.minimum);
      if (issue.origin === "string") {
        if (issue.minimum === 1 && issue.input === "") return say("required");
        return say(issue.exact ? "stringExact" : "stringMin", { n });
      }
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return say(issue.inclusive === false ? "numberMinExclusive" : "numberMin", { n });
      if (issue.origin === "array" || issue.origin === "set") return say("arrayMin", { n });
      if (issue.origin === "date") return say("dateMin", { n });
      return undefined;
    }
    case "too_big": {
      const n = issue.origin === "date" ? formatDate(issue.maximum, language) : Number(issue.maximum);
      if (issue.origin === "string") return say(issue.exact ? "stringExact" : "stringMax", { n });
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return say(issue.inclusive === false ? "numberMaxExclusive" : "numberMax", { n });
      if (issue.origin === "array" || issue.origin === "set") return say("arrayMax", { n });
      if (issue.origin === "date") return say("dateMax", { n });
      return undefined;
    }
    case "not_multiple_of":
      return say("multipleOf", { n: Number(issue.divisor) });
    case "custom":
      return undefined;
    default: {
      const fallback = ZOD_LOCALES[language]().localeError?.(issue as never);
      return typeof fallback === "string" ? fallback : fallback?.message;
    }
  }
}

/** A zod error map for forms in the given language (`z.config({ customError: validationErrorMap("de") })`). */
export function validationErrorMap(language: TLanguage) {
  return (issue: z.core.$ZodRawIssue) => validationMessage(issue as unknown as Issue, language);
}
