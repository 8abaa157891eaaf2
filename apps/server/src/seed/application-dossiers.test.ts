import { PDFDocument } from "@pdfme/pdf-lib";
import { describe, expect, it } from "vitest";
import { demoPortfolioPdf } from "./application-dossiers";

describe("the demo portfolio", () => {
  it("is a real three-page PDF, the same bytes every time", async () => {
    const bytes = await demoPortfolioPdf("Lea Meier");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    expect((await demoPortfolioPdf("Lea Meier")).equals(bytes)).toBe(true);
  });
});
