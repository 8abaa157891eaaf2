import type {
  TApplicationMailSetting,
  TClosingApplications,
  TOrgResponseRecord,
  TResponseRecord,
} from "@jobatlas/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { byText, click, renderScreen, UNTIL_DONE, type SentRequest } from "@/test/render-screen";
import { ApplicationMailsSection, ClosingApplicationsSection, ResponseRecordSection } from "./follow-up-panels";

type Screen = Awaited<ReturnType<typeof renderScreen>>;
let screen: Screen | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  void i18n.changeLanguage("de");
});

const window = (overrides: Partial<TResponseRecord> = {}): TResponseRecord => ({
  applications: 12,
  answered_share: 0.92,
  median_days_to_answer: 4.5,
  ...overrides,
});
const record = (overrides: Partial<TOrgResponseRecord> = {}): TOrgResponseRecord => ({
  window_days: 180,
  min_applications: 5,
  current: window(),
  previous: window({ applications: 20, answered_share: 0.85, median_days_to_answer: 6 }),
  public: true,
  ...overrides,
});

/** Renders in `lang` with the API answering only `path` (and recording every request). */
async function render(ui: React.ReactNode, path: string, answer: (request: SentRequest) => unknown, lang = "en") {
  await i18n.changeLanguage(lang as "en" | "de");
  screen = await renderScreen(ui, (request) => (request.path === path ? answer(request) : undefined));
  return screen;
}

const text = () => screen!.container.textContent ?? "";

describe("ResponseRecordSection", () => {
  it("shows the answered share and median days with the trend in words, and that the company page shows it", async () => {
    await render(<ResponseRecordSection slug="acme" />, "/capi/org/response-record", () => record());
    await vi.waitFor(() => expect(text()).toContain("92%"), UNTIL_DONE);
    const figures = [...screen!.container.querySelectorAll("dl > div")].map((figure) => figure.textContent);
    expect(figures).toEqual([
      "Answered92% of 12 applicationsup from 85%",
      "Median time to a first answer4.5 daysdown from 6 days",
    ]);
    expect(text()).toContain("Shown on your company page.");
    expect(screen!.requests[0]!.headers.get("X-Organization")).toBe("acme");
    // The arrows only repeat the words: hidden from assistive technology.
    for (const icon of screen!.container.querySelectorAll("dd svg"))
      expect(icon.getAttribute("aria-hidden")).toBe("true");
  });

  it("says when nothing changed or there is nothing to compare, and when the page does not show it yet (de)", async () => {
    await render(
      <ResponseRecordSection slug="acme" />,
      "/capi/org/response-record",
      () =>
        record({
          current: window({ applications: 3, answered_share: 0.666, median_days_to_answer: 1 }),
          previous: window({ applications: 0, answered_share: null, median_days_to_answer: null }),
          public: false,
        }),
      "de",
    );
    await vi.waitFor(() => expect(text()).toContain("67%"), UNTIL_DONE);
    const figures = [...screen!.container.querySelectorAll("dl > div")].map((figure) => figure.textContent);
    expect(figures).toEqual([
      "Beantwortet67% von 3 Bewerbungenkeine Zahlen für die 180 Tage davor",
      "Median bis zur ersten Antwort1 Tagkeine Zahlen für die 180 Tage davor",
    ]);
    expect(text()).toContain("Noch nicht auf deiner Firmenseite: Gezeigt wird sie ab 5 Bewerbungen in 180 Tagen.");
  });

  it("compares the figures as shown: the same rounded percent reads 'same'", async () => {
    await render(<ResponseRecordSection slug="acme" />, "/capi/org/response-record", () =>
      record({ previous: window({ answered_share: 0.918, median_days_to_answer: 4.5 }) }),
    );
    await vi.waitFor(() => expect(text()).toContain("92%"), UNTIL_DONE);
    expect(text().match(/same as in the 180 days before/g)).toHaveLength(2);
  });

  it("shows no median and no trend of it before the first answer", async () => {
    await render(<ResponseRecordSection slug="acme" />, "/capi/org/response-record", () =>
      record({ current: window({ applications: 6, answered_share: 0, median_days_to_answer: null }) }),
    );
    await vi.waitFor(() => expect(text()).toContain("0%"), UNTIL_DONE);
    const figures = [...screen!.container.querySelectorAll("dl > div")].map((figure) => figure.textContent);
    expect(figures).toEqual([
      "Answered0% of 6 applicationsdown from 85%",
      "Median time to a first answerNone answered yet",
    ]);
  });

  it("says so when no application was counted yet", async () => {
    await render(<ResponseRecordSection slug="acme" />, "/capi/org/response-record", () =>
      record({
        current: window({ applications: 0, answered_share: null, median_days_to_answer: null }),
        public: false,
      }),
    );
    await vi.waitFor(
      () => expect(text()).toContain("No application of the last 180 days has been answered or closed yet."),
      UNTIL_DONE,
    );
    expect(screen!.container.querySelector("dl")).toBeNull();
  });
});

const closing: TClosingApplications = {
  items: [
    {
      id: 41,
      name: "Sara Sommer",
      listing: { id: 3, title: "Koch 80 %" },
      job: null,
      created_at: "2026-11-01T09:00:00.000Z",
      reminded_at: "2026-11-15T09:00:00.000Z",
      closes_at: "2026-11-29T09:00:00.000Z",
    },
    {
      id: 42,
      name: "",
      listing: null,
      job: null,
      created_at: "2026-11-03T09:00:00.000Z",
      reminded_at: null,
      closes_at: "2026-12-01T09:00:00.000Z",
    },
  ],
  count: 2,
};

describe("ClosingApplicationsSection", () => {
  it("lists for owners and admins the applications about to be closed, with links and the CSV export", async () => {
    for (const role of ["owner", "admin"] as const) {
      await render(
        <ClosingApplicationsSection slug="acme" role={role} />,
        "/capi/org/applications-closing",
        () => closing,
      );
      await vi.waitFor(() => expect(screen!.container.querySelectorAll("li")).toHaveLength(2), UNTIL_DONE);
      const section = screen!.container.querySelector("section");
      expect(section?.id).toBe("closing");
      const rows = [...screen!.container.querySelectorAll("li")].map((row) => row.textContent);
      expect(rows).toEqual([
        "Sara SommerKoch 80 %received 1 Nov 2026closes on 29 Nov 2026",
        "Applicant (data deleted)Unsolicited, to the companyreceived 3 Nov 2026closes on 1 Dec 2026",
      ]);
      expect(byText(screen!.container, "a", "Sara Sommer")?.getAttribute("href")).toBe("/en/org/acme/applications/41");
      const csv = byText(screen!.container, "a", "Export CSV");
      expect(csv?.getAttribute("href")).toBe("/capi/org/applications-closing.csv");
      expect(csv?.hasAttribute("download")).toBe(true);
      expect(screen!.requests[0]!.headers.get("X-Organization")).toBe("acme");
      screen!.unmount();
      screen = undefined;
    }
  });

  it("is not shown to recruiters, and not asked for", async () => {
    await render(
      <ClosingApplicationsSection slug="acme" role="recruiter" />,
      "/capi/org/applications-closing",
      () => closing,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen!.container.textContent).toBe("");
    expect(screen!.sent()).toEqual([]);
  });

  it("says when none is waiting (de)", async () => {
    await render(
      <ClosingApplicationsSection slug="acme" role="owner" />,
      "/capi/org/applications-closing",
      () => ({ items: [], count: 0 }),
      "de",
    );
    await vi.waitFor(
      () => expect(text()).toContain("Keine Bewerbung wartet über deine Antwortfrist hinaus."),
      UNTIL_DONE,
    );
    expect(byText(screen!.container, "a", "CSV exportieren")).toBeUndefined();
  });
});

describe("ApplicationMailsSection", () => {
  function mails(initial: TApplicationMailSetting) {
    let current = initial;
    return (request: SentRequest) => {
      if (request.method === "PUT") current = { ...current, mode: (request.body as TApplicationMailSetting).mode };
      return current;
    };
  }
  const radios = () => [...screen!.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const save = () => byText(screen!.container, "button", "Save choice");

  it("offers the default (explained with the member's default), each one, the digest at 07:00 and none; saves the choice", async () => {
    await render(
      <ApplicationMailsSection slug="acme" />,
      "/capi/org/application-mails",
      mails({ mode: null, default_mode: "daily" }),
    );
    await vi.waitFor(() => expect(radios()).toHaveLength(4), UNTIL_DONE);
    expect(screen!.container.querySelector("section")?.id).toBe("application-mails");
    expect(radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ["default", true],
      ["instant", false],
      ["daily", false],
      ["none", false],
    ]);
    const labels = [...screen!.container.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels).toEqual(["The default", "An email for each application", "A daily digest at 07:00", "No emails"]);
    const defaultHint = document.getElementById(radios()[0]!.getAttribute("aria-describedby")!);
    expect(defaultHint?.textContent).toMatch(
      /^Now: the daily digest\. By default owners and admins receive the daily digest and recruiters none; for listings where you are the contact person, you receive an email for each application\.$/,
    );
    expect(save()?.hasAttribute("disabled")).toBe(true);

    await click(radios()[1]);
    await click(save());
    await vi.waitFor(() => expect(screen!.sent("PUT")).toHaveLength(1), UNTIL_DONE);
    const put = screen!.requests.find((request) => request.method === "PUT")!;
    expect(put.path).toBe("/capi/org/application-mails");
    expect(put.body).toEqual({ mode: "instant" });
    expect(put.headers.get("X-Organization")).toBe("acme");
    await vi.waitFor(() => expect(radios()[1]!.checked).toBe(true), UNTIL_DONE);
  });

  it("saves the default as null (a recruiter's default: none)", async () => {
    await render(
      <ApplicationMailsSection slug="acme" />,
      "/capi/org/application-mails",
      mails({ mode: "none", default_mode: "none" }),
      "de",
    );
    await vi.waitFor(() => expect(radios()).toHaveLength(4), UNTIL_DONE);
    expect(radios().find((radio) => radio.checked)?.value).toBe("none");
    const defaultHint = document.getElementById(radios()[0]!.getAttribute("aria-describedby")!);
    expect(defaultHint?.textContent).toMatch(/^Jetzt: keine E-Mails\./);
    await click(radios()[0]);
    await click(byText(screen!.container, "button", "Auswahl speichern"));
    await vi.waitFor(() => expect(screen!.sent("PUT")).toHaveLength(1), UNTIL_DONE);
    expect(screen!.requests.find((request) => request.method === "PUT")!.body).toEqual({ mode: null });
  });
});
