import { loadLanguage } from "@/lib/i18n";

// The app loads a language's catalogue when a page needs it (lib/i18n.ts); tests switch between
// de and en synchronously, so both are loaded before any test runs.
await Promise.all([loadLanguage("de"), loadLanguage("en")]);
