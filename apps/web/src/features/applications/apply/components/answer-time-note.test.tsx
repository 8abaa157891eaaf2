import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import { AnswerTimeNote } from "./answer-time-note";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  applyLanguage("de");
});

function render(companyName: string, days: number | undefined) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<AnswerTimeNote companyName={companyName} days={days} />));
  return container.textContent;
}

describe("the apply wizard's answer time", () => {
  it("names the company and its answer time", () => {
    applyLanguage("en");
    expect(render("Acme AG", 14)).toBe("Acme AG usually answers within 14 days.");
  });

  it("speaks German", () => {
    expect(render("Acme AG", 21)).toBe("Acme AG antwortet normalerweise innert 21 Tagen.");
  });

  it("says nothing while the company is not loaded", () => {
    expect(render("", 14)).toBe("");
    act(() => root.unmount());
    container.remove();
    expect(render("Acme AG", undefined)).toBe("");
  });
});
