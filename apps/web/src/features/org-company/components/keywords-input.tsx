import { COMPANY_LIMITS } from "@jobatlas/contract";
import { useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ChipList } from "@/components/ui/chip-list";

/** Adds what was typed: trimmed, at most 40 characters, not twice (case-insensitively), up to the maximum. */
export function addKeyword(keywords: readonly string[], typed: string): string[] {
  const keyword = typed.trim().slice(0, COMPANY_LIMITS.keywordMax);
  if (!keyword || keywords.length >= COMPANY_LIMITS.keywordsMax) return [...keywords];
  const key = keyword.toLocaleLowerCase("de-CH");
  if (keywords.some((other) => other.toLocaleLowerCase("de-CH") === key)) return [...keywords];
  return [...keywords, keyword];
}

/**
 * Keywords as chips: Enter, a comma or the button adds what was typed; each chip has its remove
 * button; additions and removals are announced.
 */
export function KeywordsInput({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (keywords: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const full = value.length >= COMPANY_LIMITS.keywordsMax;

  const add = (...typed: string[]) => {
    const next = typed.reduce<string[]>((keywords, word) => addKeyword(keywords, word), [...value]);
    setText("");
    if (next.length === value.length) return;
    onChange(next);
    setAnnouncement(t("orgCompany.company.keywordAdded", { keyword: next.slice(value.length).join(", ") }));
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id} optional>
        {t("orgCompany.company.keywords")}
      </Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={text}
          maxLength={COMPANY_LIMITS.keywordMax}
          autoComplete="off"
          disabled={full}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed.includes(",")) {
              const parts = typed.split(",");
              add(...parts.slice(0, -1));
              setText(parts.at(-1) ?? "");
            } else setText(typed);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(text);
            }
          }}
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={!text.trim() || full}>
          {t("orgCompany.company.keywordAdd")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("orgCompany.company.keywordsHint", { max: COMPANY_LIMITS.keywordsMax })}
      </p>
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
      <ChipList
        values={value}
        label={t("orgCompany.company.keywordsChosen")}
        emptyText={t("orgCompany.company.keywordsNone")}
        removeLabel={(keyword) => t("orgCompany.company.keywordRemove", { keyword })}
        onRemove={(keyword) => {
          onChange(value.filter((other) => other !== keyword));
          setAnnouncement(t("orgCompany.company.keywordRemoved", { keyword }));
          inputRef.current?.focus();
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
