import { ZTDI_ANSWER_MAX, ZTDI_ANSWER_MIN, ZTDI_STATEMENT_COUNT, ZTDI_STATEMENTS } from "@jobatlas/contract";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

const VALUES = Array.from({ length: ZTDI_ANSWER_MAX - ZTDI_ANSWER_MIN + 1 }, (_, i) => ZTDI_ANSWER_MIN + i);

/**
 * One statement: its progress (text and a progressbar), a native radio group 1–5 (arrow keys move
 * and choose, digits 1–5 choose, Enter goes on), Back and Next. Focus lands on the group's chosen
 * (or first) option when the statement appears, so the keyboard can answer at once.
 */
export function ZtdiStatementStep({
  index,
  value,
  onChoose,
  onBack,
  onNext,
}: {
  index: number;
  value: number | null;
  onChoose: (value: number) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const statement = ZTDI_STATEMENTS[index] ?? ZTDI_STATEMENTS[0]!;
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLFieldSetElement>(null);

  const radios = () => [...(group.current?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])];
  useEffect(() => {
    const all = radios();
    (all.find((r) => r.checked) ?? all[0])?.focus();
  }, []);

  const next = () => {
    if (value === null) {
      setMissing(true);
      radios()[0]?.focus();
      return;
    }
    onNext();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const digit = Number(event.key);
    if (VALUES.includes(digit)) {
      event.preventDefault();
      choose(digit);
      radios()[digit - ZTDI_ANSWER_MIN]?.focus();
    } else if (event.key === "Enter") {
      event.preventDefault();
      next();
    }
  };
  const choose = (chosen: number) => {
    setMissing(false);
    onChoose(chosen);
  };

  const current = index + 1;
  const last = current === ZTDI_STATEMENT_COUNT;
  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="ztdi-statement">
      <div className="space-y-2">
        <p id={`${id}-progress`} className="text-sm font-medium text-muted">
          {t("ztdi.progress", { current, total: ZTDI_STATEMENT_COUNT })}
        </p>
        <progress
          value={current}
          max={ZTDI_STATEMENT_COUNT}
          aria-label={t("ztdi.progressLabel")}
          aria-valuetext={t("ztdi.progress", { current, total: ZTDI_STATEMENT_COUNT })}
          className="h-2 w-full overflow-hidden rounded-full bg-surface accent-accent [&::-webkit-progress-bar]:bg-surface [&::-webkit-progress-value]:bg-accent"
        />
      </div>
      <fieldset
        ref={group}
        onKeyDown={onKeyDown}
        aria-describedby={missing ? `${id}-missing` : undefined}
        className="space-y-4"
      >
        <legend className="mb-4 text-xl font-semibold text-balance sm:text-2xl">
          <span className="sr-only">{t("ztdi.statementLabel", { current })}: </span>
          {t(`ztdi.statements.${statement.id}` as "ztdi.statements.s01")}
        </legend>
        <div className="grid gap-2 sm:grid-cols-5">
          {VALUES.map((n) => (
            <label
              key={n}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3",
                "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent",
                "sm:flex-col sm:items-center sm:text-center",
                value === n ? "border-accent bg-accent/10 font-medium" : "border-border",
              )}
            >
              <input
                type="radio"
                name={`ztdi-${statement.id}`}
                value={n}
                checked={value === n}
                onChange={() => choose(n)}
                className="size-5 shrink-0 accent-accent"
              />
              <span>
                <span aria-hidden="true" className="mr-1 font-semibold sm:block sm:mr-0">
                  {n}
                </span>
                <span className="sr-only">{n} – </span>
                {t(`ztdi.scale.${n}` as "ztdi.scale.1")}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id={`${id}-missing`} role="alert" className="text-sm font-medium text-danger">
          {t("ztdi.answerRequired")}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("ztdi.back")}
        </Button>
        <Button type="submit">
          {last ? t("ztdi.toFinish") : t("ztdi.next")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </form>
  );
}
