import {
  renderTemplate,
  templateLanguageFor,
  type PlaceholderSource,
  type TLanguage,
  type TMessageTemplateKind,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { useTranslation } from "@/lib/i18n";
import { messageTemplatesQueryOptions } from "../api/message-templates";

/**
 * "Use a template" above a message field (rejection, contact request, invitation): the
 * organisation's templates of `kind`; "Insert" writes the chosen one into the field in the
 * recipient's `language` (or the fallback language), its placeholders filled from `source` with
 * the contract's `renderTemplate` — what the field then shows is what is sent, and stays editable.
 */
export function UseTemplate({
  slug,
  kind,
  language,
  source,
  onFill,
}: {
  slug: string;
  kind: TMessageTemplateKind;
  language: TLanguage;
  source: PlaceholderSource;
  onFill: (text: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const templates = useQuery(messageTemplatesQueryOptions(slug, kind));
  const [chosen, setChosen] = useState("");
  const [inserted, setInserted] = useState<string | undefined>();
  const items = templates.data?.items ?? [];
  if (templates.isPending || templates.isError) return null;
  if (items.length === 0) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <FileText aria-hidden="true" className="size-4" />
        {t("messageTemplates.use.none")}
        <Link
          to="/$lang/org/$companyslug/templates"
          params={{ lang, companyslug: slug }}
          className="font-medium text-fg underline underline-offset-4"
        >
          {t("messageTemplates.use.manage")}
        </Link>
      </p>
    );
  }
  const insert = () => {
    const template = items.find((item) => String(item.id) === chosen);
    if (!template) return;
    onFill(renderTemplate(template.texts, language, source));
    const used = templateLanguageFor(template.texts, language) ?? language;
    setInserted(
      used === language
        ? t("messageTemplates.use.inserted", { name: template.name, language: t(`jobFields.contentLanguages.${used}`) })
        : t("messageTemplates.use.insertedFallback", {
            name: template.name,
            language: t(`jobFields.contentLanguages.${used}`),
            wanted: t(`jobFields.contentLanguages.${language}`),
          }),
    );
  };
  return (
    <div className="space-y-1 rounded-md border border-border bg-surface p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t("messageTemplates.use.label")}
          </label>
          <Select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t("messageTemplates.use.choose")}</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        </div>
        <Button type="button" variant="secondary" disabled={!chosen} onClick={insert}>
          <FileText aria-hidden="true" className="size-5" />
          {t("messageTemplates.use.insert")}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {inserted}
      </p>
    </div>
  );
}
