import type { TPublicCompany } from "@jobatlas/contract";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import { formatShare } from "@/lib/format";
import { responseRecordFigures } from "../response-record";
import { CompanyAnswers } from "./company-answers";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  applyLanguage("de");
});

function render(company: Pick<TPublicCompany, "answer_days" | "response_record">) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<CompanyAnswers company={company} />));
  return [...container.querySelectorAll("p")].map((p) => p.textContent);
}

describe("the company page's answer time and response record", () => {
  it("shows the answer time and the record with its explanation", () => {
    applyLanguage("en");
    expect(
      render({
        answer_days: 14,
        response_record: { applications: 25, answered_share: 0.92, median_days_to_answer: 2.5 },
      }),
    ).toEqual([
      "Usually answers within 14 days",
      "Answers 92% of applications, typically within 3 days",
      "Over the last 180 days: the share of applications answered before the automatic close after 28 days, and the median days to the first answer.",
    ]);
  });

  it("shows the answer time alone when the record is null (fewer than 5 applications)", () => {
    applyLanguage("en");
    expect(render({ answer_days: 10, response_record: null })).toEqual(["Usually answers within 10 days"]);
  });

  it("leaves out the days when nothing was answered, and says one day in the singular", () => {
    applyLanguage("en");
    expect(
      render({
        answer_days: 14,
        response_record: { applications: 6, answered_share: 0, median_days_to_answer: null },
      })[1],
    ).toBe("Answers 0% of applications");
    act(() => root.unmount());
    container.remove();
    expect(
      render({
        answer_days: 14,
        response_record: { applications: 6, answered_share: 1, median_days_to_answer: 0.4 },
      })[1],
    ).toBe("Answers 100% of applications, typically within 1 day");
  });

  it("speaks German", () => {
    applyLanguage("de");
    expect(
      render({
        answer_days: 14,
        response_record: { applications: 25, answered_share: 0.875, median_days_to_answer: 3 },
      }),
    ).toEqual([
      "Antwortet normalerweise innert 14 Tagen",
      "Beantwortet 88% der Bewerbungen, meist innert 3 Tagen",
      "In den letzten 180 Tagen: der Anteil der Bewerbungen, die vor dem automatischen Abschluss nach 28 Tagen eine Antwort erhielten, und der Median der Tage bis zur ersten Antwort.",
    ]);
  });
});

describe("formatShare", () => {
  it("writes a share as Intl's percent style does in de-CH, fr-CH, it-CH and en-GB", () => {
    for (const share of [0, 0.004, 0.5, 0.875, 0.92, 0.999, 1]) {
      for (const locale of ["de-CH", "fr-CH", "it-CH", "en-GB"]) {
        expect(formatShare(share), `${locale} ${share}`).toBe(
          new Intl.NumberFormat(locale, { style: "percent" }).format(share),
        );
      }
    }
  });

  it("has no figures without a record or without a share", () => {
    expect(responseRecordFigures(null)).toBeUndefined();
    expect(
      responseRecordFigures({ applications: 5, answered_share: null, median_days_to_answer: null }),
    ).toBeUndefined();
  });
});
