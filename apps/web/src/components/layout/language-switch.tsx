import { CSRF_HEADER, LANGUAGES } from "@jobatlas/contract/core";
import type { TLanguage } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { csrfToken } from "@/lib/csrf";
import { pathInLanguage } from "@/lib/language-path";
import { cn } from "@/components/ui/cn";
import { useLanguage } from "./use-language";

/**
 * Spec §2: changing the language posts the choice to /i18n/setlang/ (so the server remembers it
 * for `/` and mails) and then loads the same path under the new prefix, keeping search and hash.
 */
async function switchLanguage(language: TLanguage): Promise<void> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  const token = csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  try {
    await fetch("/i18n/setlang/", {
      method: "POST",
      headers,
      body: new URLSearchParams({ language }),
      credentials: "same-origin",
    });
  } catch {
    // The path decides the language; a lost preference cookie must not keep the user here.
  }
  window.location.assign(pathInLanguage(window.location, language));
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <nav aria-label={t("language.label")} className={className}>
      <ul className="flex gap-1">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              aria-current={language === current ? "true" : undefined}
              disabled={language === current}
              onClick={() => void switchLanguage(language)}
              className={cn(
                "rounded-md px-2 py-1.5 text-sm font-medium",
                language === current ? "bg-surface text-fg" : "text-muted hover:bg-surface hover:text-fg",
              )}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="sr-only">{t(`language.${language}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
