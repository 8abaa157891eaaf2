import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addChip } from "../form";
import { ChipList } from "@/components/ui/chip-list";
import type { ChipsInputProps } from "./chip-list";

/** Skills as chips: Enter, a comma or the button adds what was typed. */
export function SkillsInput({ values, onChange, max, control }: ChipsInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");

  const add = (...typed: string[]) => {
    const next = typed.reduce<string[]>((chips, value) => addChip(chips, value, max), [...values]);
    setText("");
    if (next.length === values.length) return;
    onChange(next);
    setAnnouncement(t("company.seekerProfile.jobTitles.added", { value: next.slice(values.length).join(", ") }));
  };

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          {...control}
          value={text}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(",")) {
              const parts = value.split(",");
              add(...parts.slice(0, -1));
              setText(parts.at(-1) ?? "");
            } else setText(value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(text);
            }
          }}
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={!text.trim() || values.length >= max}>
          {t("company.seekerProfile.jobTitles.add")}
        </Button>
      </div>
      <ChipList
        values={values}
        label={t("company.seekerProfile.skills.chosen")}
        emptyText={t("company.seekerProfile.skills.none")}
        removeLabel={(value) => t("company.seekerProfile.jobTitles.remove", { value })}
        onRemove={(value) => {
          onChange(values.filter((v) => v !== value));
          setAnnouncement(t("company.seekerProfile.jobTitles.removed", { value }));
          inputRef.current?.focus();
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
