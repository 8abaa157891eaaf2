import { ZTDI_STATEMENTS } from "@jobatlas/contract";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import { de } from "@/locales/de";
import { en } from "@/locales/en";
import { ZtdiStatementStep } from "./ztdi-statement-step";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  applyLanguage("de");
});

function render(props: { index: number; value: number | null }) {
  const handlers = { onChoose: vi.fn(), onBack: vi.fn(), onNext: vi.fn() };
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<ZtdiStatementStep {...props} {...handlers} />));
  const radios = () => [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const key = (k: string) =>
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
    });
  return { ...handlers, radios, key };
}

describe("a Z-TDI statement", () => {
  it("shows the statement as the legend of a radio group 1–5, its progress, and focuses the first option", () => {
    applyLanguage("en");
    const { radios } = render({ index: 11, value: null });
    expect(container.querySelector("legend")?.textContent).toBe(`Statement 12: ${en.ztdi.statements.s12}`);
    expect(container.textContent).toContain("Statement 12 of 30");
    expect(container.querySelector("progress")?.getAttribute("value")).toBe("12");
    expect(radios().map((r) => r.value)).toEqual(["1", "2", "3", "4", "5"]);
    expect(new Set(radios().map((r) => r.name)).size).toBe(1);
    expect(document.activeElement).toBe(radios()[0]);
  });

  it("focuses the chosen option when coming back", () => {
    const { radios } = render({ index: 0, value: 4 });
    expect(radios()[3]?.checked).toBe(true);
    expect(document.activeElement).toBe(radios()[3]);
  });

  it("chooses with the digits, and Enter goes on only once something is chosen", () => {
    const unanswered = render({ index: 3, value: null });
    unanswered.key("Enter");
    expect(unanswered.onNext).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(de.ztdi.answerRequired);
    unanswered.key("5");
    expect(unanswered.onChoose).toHaveBeenCalledWith(5);
    unanswered.key("7");
    expect(unanswered.onChoose).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();

    const answered = render({ index: 3, value: 2 });
    answered.key("Enter");
    expect(answered.onNext).toHaveBeenCalledTimes(1);
  });
});

describe("the inventory's texts", () => {
  it("words every statement in both languages, each differently", () => {
    for (const texts of [de.ztdi.statements, en.ztdi.statements]) {
      const words = ZTDI_STATEMENTS.map((s) => texts[s.id as keyof typeof texts]);
      expect(words.every((w) => typeof w === "string" && w.length > 20)).toBe(true);
      expect(new Set(words).size).toBe(30);
    }
    expect(Object.keys(en.ztdi.statements)).toHaveLength(30);
  });
});
