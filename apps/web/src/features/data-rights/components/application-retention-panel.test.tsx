import type { TApplicationRetention } from "@jobatlas/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderScreen, UNTIL_DONE } from "@/test/render-screen";
import { ApplicationRetentionPanel } from "./application-retention-panel";

let screen: Awaited<ReturnType<typeof renderScreen>> | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  void i18n.changeLanguage("de");
});

const retention: TApplicationRetention = {
  days: null,
  effective_days: 90,
  default_days: 90,
  min_days: 30,
  max_days: 180,
};

describe("ApplicationRetentionPanel", () => {
  it("says that closed (also automatically), rejected and withdrawn applications are deleted after the period", async () => {
    await i18n.changeLanguage("en");
    screen = await renderScreen(<ApplicationRetentionPanel slug="acme" canEdit={false} />, (request) =>
      request.path === "/capi/org/application-retention" ? retention : undefined,
    );
    await vi.waitFor(() => expect(screen!.container.textContent).toContain("Keeping applications"), UNTIL_DONE);
    expect(screen.container.querySelector("p")?.textContent).toMatch(
      /^Closed applications \(archived, also automatically when left without an answer\), rejected and withdrawn ones are deleted 90 days after their final state,/,
    );
    await i18n.changeLanguage("de");
    await vi.waitFor(
      () =>
        expect(screen!.container.querySelector("p")?.textContent).toMatch(
          /^Geschlossene \(archivierte, auch automatisch ohne Antwort geschlossene\), abgelehnte und zurückgezogene Bewerbungen werden 90 Tage nach ihrem Abschluss gelöscht/,
        ),
      UNTIL_DONE,
    );
  });
});
