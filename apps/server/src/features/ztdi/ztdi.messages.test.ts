import { describe, expect, it } from "vitest";
import { ZTDI_DIMENSIONS, type TZtdiDimension } from "@jobatlas/contract";
// The result page words the dimensions in the web app's locales; the result mail here.
import { ztdiDe } from "../../../../web/src/locales/de/ztdi";
import { ztdiEn } from "../../../../web/src/locales/en/ztdi";
import { ztdiMessages } from "./ztdi.messages";

const KEY_OF: Record<TZtdiDimension, "Craft" | "Inquiry" | "Expression" | "Care" | "Initiative" | "Structure"> = {
  craft: "Craft",
  inquiry: "Inquiry",
  expression: "Expression",
  care: "Care",
  initiative: "Initiative",
  structure: "Structure",
};

describe("Z-TDI dimension texts", () => {
  it.each([
    ["en", ztdiEn],
    ["de", ztdiDe],
  ] as const)("the result mail names and explains each dimension as the result page does (%s)", (language, locale) => {
    for (const dimension of ZTDI_DIMENSIONS) {
      const key = KEY_OF[dimension];
      expect(ztdiMessages[`ztdiDimension${key}`][language], dimension).toBe(locale.dimensions[dimension].name);
      expect(ztdiMessages[`ztdiExplain${key}`][language], dimension).toBe(locale.dimensions[dimension].explanation);
    }
  });
});
