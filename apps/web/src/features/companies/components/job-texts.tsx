import { useTranslation } from "@/lib/i18n";
import { UserMarkdown } from "./user-markdown";

const TEXT_KEYS = ["role_and_responsibilities", "requirements", "team_description", "benefits"] as const;
export type JobTextsValue = Record<(typeof TEXT_KEYS)[number], string>;

/** The four texts of a job (docs/domain.md §4), each under its heading; empty ones are left out. */
export function JobTexts({ texts }: { texts: JobTextsValue }) {
  const { t } = useTranslation();
  return (
    <>
      {TEXT_KEYS.filter((key) => texts[key].trim()).map((key) => (
        <section key={key} aria-labelledby={`job-text-${key}`} className="space-y-3">
          <h2 id={`job-text-${key}`} className="text-xl font-semibold">
            {t(`company.texts.${key}`)}
          </h2>
          <UserMarkdown text={texts[key]} />
        </section>
      ))}
    </>
  );
}
