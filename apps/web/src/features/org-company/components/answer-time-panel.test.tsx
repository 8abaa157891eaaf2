import type { TAnswerTime } from "@jobatlas/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { byText, click, renderScreen, typeInto, UNTIL_DONE, type SentRequest } from "@/test/render-screen";
import { AnswerTimePanel } from "./answer-time-panel";

let screen: Awaited<ReturnType<typeof renderScreen>> | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  void i18n.changeLanguage("de");
});

const answerTime = (days: number | null): TAnswerTime => ({
  days,
  effective_days: days ?? 14,
  default_days: 14,
  min_days: 5,
  max_days: 30,
  auto_close_after_days: 14,
});

/** The API of the answer time: GET answers the saved one, PUT saves `days`. */
function api(initial: number | null) {
  let saved = answerTime(initial);
  return (request: SentRequest) => {
    if (request.path !== "/capi/org/answer-time") return undefined;
    if (request.method === "PUT") saved = answerTime((request.body as { days: number | null }).days);
    return saved;
  };
}

const text = () => screen!.container.textContent ?? "";
const input = () => screen!.container.querySelector<HTMLInputElement>('input[type="number"]');
const puts = () => screen!.requests.filter((request) => request.method === "PUT").map((request) => request.body);

describe("AnswerTimePanel", () => {
  it("explains the answer time, the reminder and the automatic close", async () => {
    await i18n.changeLanguage("en");
    screen = await renderScreen(<AnswerTimePanel slug="acme" canEdit />, api(21));
    await vi.waitFor(() => expect(text()).toContain("Answer time"), UNTIL_DONE);
    expect(text()).toContain(
      "You promise to answer applications within 21 days: your company page and the application form say so. When a pending application reaches that day, your team is reminded in the notifications and by email; if it is still unanswered 14 days later, it is closed automatically with a polite standard message to the applicant.",
    );
    expect(input()?.value).toBe("21");
    expect([input()?.min, input()?.max]).toEqual(["5", "30"]);
    expect(screen.requests[0]!.headers.get("X-Organization")).toBe("acme");
  });

  it("saves the days, and the default as null", async () => {
    screen = await renderScreen(<AnswerTimePanel slug="acme" canEdit />, api(null));
    await vi.waitFor(() => expect(input()?.value).toBe("14"), UNTIL_DONE);
    expect(text()).toContain("innerhalb von 14 Tagen");
    await typeInto(input(), "21");
    await click(byText(screen.container, "button", "Antwortfrist speichern"));
    await vi.waitFor(() => expect(puts()).toEqual([{ days: 21 }]), UNTIL_DONE);
    await vi.waitFor(() => expect(text()).toContain("innerhalb von 21 Tagen"), UNTIL_DONE);
    await typeInto(input(), "14");
    await click(byText(screen.container, "button", "Antwortfrist speichern"));
    await vi.waitFor(() => expect(puts()).toEqual([{ days: 21 }, { days: null }]), UNTIL_DONE);
  });

  it("refuses days outside 5–30 without asking the server", async () => {
    screen = await renderScreen(<AnswerTimePanel slug="acme" canEdit />, api(null));
    await vi.waitFor(() => expect(input()?.value).toBe("14"), UNTIL_DONE);
    await typeInto(input(), "31");
    await click(byText(screen.container, "button", "Antwortfrist speichern"));
    await vi.waitFor(() => expect(text()).toContain("Gib eine ganze Zahl von 5 bis 30 Tagen ein."), UNTIL_DONE);
    expect(puts()).toEqual([]);
  });

  it("shows recruiters the answer time without the form", async () => {
    screen = await renderScreen(<AnswerTimePanel slug="acme" canEdit={false} />, api(10));
    await vi.waitFor(() => expect(text()).toContain("innerhalb von 10 Tagen"), UNTIL_DONE);
    expect(screen.container.querySelector("form")).toBeNull();
  });
});
