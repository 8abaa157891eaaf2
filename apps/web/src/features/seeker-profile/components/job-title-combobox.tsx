import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { SuggestionsCombobox } from "@/components/ui/suggestions-combobox";
import { useJobTitleSuggestions } from "@/lib/job-title-suggestions";
import { addChip } from "../form";
import { ChipList } from "@/components/ui/chip-list";
import type { ChipsInputProps } from "./chip-list";

/**
 * Job titles as chips with suggestions from the occupation vocabulary in the UI's language (GET
 * /capi/search/job-titles, ADR 075), in the shared combobox: arrow keys move through the
 * suggestions, Enter takes the highlighted one or what was typed, Escape closes the list.
 */
export function JobTitleCombobox({ values, onChange, max, control }: ChipsInputProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const titles = useJobTitleSuggestions(text, i18n.language);
  const chosen = new Set(values.map((v) => v.toLocaleLowerCase()));
  const suggestions = titles.filter((title) => !chosen.has(title.toLocaleLowerCase()));
  const full = values.length >= max;

  const add = (value: string) => {
    const next = addChip(values, value, max);
    if (next.length === values.length) return;
    onChange(next);
    setAnnouncement(t("company.seekerProfile.jobTitles.added", { value: next.at(-1) }));
    setText("");
  };

  const remove = (value: string) => {
    onChange(values.filter((v) => v !== value));
    setAnnouncement(t("company.seekerProfile.jobTitles.removed", { value }));
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="relative flex gap-2">
        <div className="relative flex-1">
          <SuggestionsCombobox
            {...control}
            inputRef={inputRef}
            value={text}
            onValueChange={setText}
            maxLength={120}
            suggestions={full ? [] : suggestions}
            onPick={add}
            // Enter adds what was typed; it never submits the step.
            onEnter={add}
            listLabel={t("company.seekerProfile.jobTitles.suggestions")}
            noSuggestions={full ? undefined : t("company.seekerProfile.jobTitles.noSuggestions")}
          />
        </div>
        <Button variant="secondary" onClick={() => add(text)} disabled={full || !text.trim()}>
          {t("company.seekerProfile.jobTitles.add")}
        </Button>
      </div>
      {full && <p className="text-sm text-muted">{t("company.seekerProfile.jobTitles.limit", { max })}</p>}
      <ChipList
        values={values}
        label={t("company.seekerProfile.jobTitles.chosen")}
        emptyText={t("company.seekerProfile.jobTitles.none")}
        removeLabel={(value) => t("company.seekerProfile.jobTitles.remove", { value })}
        onRemove={remove}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
