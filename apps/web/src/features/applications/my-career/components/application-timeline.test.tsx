import type { TMyApplication } from "@jobatlas/contract";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { applyLanguage, loadLanguage } from "@/lib/i18n";
import { ApplicationTimeline, finalEntry, timelineEntries } from "./application-timeline";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type TimelineApplication = Parameters<typeof ApplicationTimeline>[0]["application"];

const COMPANY = { id: 7, name: "Acme AG", logo_url: null };

/** A pending application: invited, received, seen; it closes without an answer on 29 Dec 2026 (Zurich). */
const PENDING: TimelineApplication = {
  company: COMPANY,
  created_at: "2026-12-01T09:00:00Z",
  // Newest first, as the contract sends it.
  history: [
    { id: 0, event: "seen", created_at: "2026-12-03T14:30:00Z" },
    { id: 11, event: "submitted", created_at: "2026-12-01T09:00:00Z" },
    { id: 0, event: "invited", created_at: "2026-11-28T08:00:00Z" },
  ],
  closing_message: null,
  answer_days: 14,
  closes_at: "2026-12-29T09:00:00Z",
  deleted_on: null,
};

/** The same application closed automatically, with the standard text and its deletion date. */
const CLOSED: TimelineApplication = {
  ...PENDING,
  history: [
    { id: 12, event: "closed_unanswered", created_at: "2026-12-29T09:00:00Z" },
    { id: 0, event: "seen", created_at: "2026-12-03T14:30:00Z" },
    { id: 11, event: "submitted", created_at: "2026-12-01T09:00:00Z" },
  ],
  closing_message: "Thank you for your application.\n<b>We</b> could not answer in time.",
  closes_at: null,
  deleted_on: "2027-03-29",
};

let container: HTMLDivElement | undefined;
let root: Root | undefined;
afterEach(() => {
  if (root) act(() => root!.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  applyLanguage("de");
});
beforeAll(async () => {
  await loadLanguage("fr");
  await loadLanguage("it");
});

function render(application: TimelineApplication) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<ApplicationTimeline application={application} />));
  const items = [...container.querySelectorAll("section > ol > li")];
  return { container, items, labels: items.map((li) => li.querySelector("p")?.textContent ?? "") };
}

describe("the application's timeline", () => {
  it("lists every step oldest first, dated in Zurich time, in an ordered list named by its heading", () => {
    applyLanguage("en");
    const { container, items, labels } = render(PENDING);
    const list = container.querySelector("ol")!;
    const heading = container.querySelector("h2")!;
    expect(heading.textContent).toBe("Timeline");
    expect(list.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(items.map((li) => li.getAttribute("data-event"))).toEqual(["invited", "submitted", "seen"]);
    expect(labels).toEqual(["Invited by Acme AG", "Application received", "Seen by Acme AG(latest step)"]);
    const times = items.map((li) => li.querySelector("time"));
    expect(times.map((time) => time?.getAttribute("dateTime"))).toEqual([
      "2026-11-28T08:00:00Z",
      "2026-12-01T09:00:00Z",
      "2026-12-03T14:30:00Z",
    ]);
    expect(times.map((time) => time?.textContent)).toEqual([
      "28 Nov 2026, 09:00",
      "1 Dec 2026, 10:00",
      "3 Dec 2026, 15:30",
    ]);
    // The latest step is told in words (and the list's semantics), not by its colour alone.
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, null, "step"]);
  });

  it("makes the promise while pending: the answer time and the day it closes without an answer", () => {
    applyLanguage("en");
    const { container } = render(PENDING);
    expect(container.querySelector('[data-testid="application-promise"]')?.textContent).toBe(
      "Acme AG usually answers within 14 days. If nobody answers by 29 December 2026, the application is closed automatically and you hear from us.",
    );
    expect(container.querySelector('[data-testid="application-deletion"]')).toBeNull();
    expect(container.querySelector("figure")).toBeNull();
  });

  it("shows the employer's message with the step that closed it, as text, and the deletion date", () => {
    applyLanguage("en");
    const { container, items, labels } = render(CLOSED);
    expect(labels.at(-1)).toBe("Closed without an answer(latest step)");
    const figure = items.at(-1)!.querySelector("figure")!;
    expect(figure.querySelector("figcaption")?.textContent).toBe("Message from Acme AG");
    expect(figure.querySelector("blockquote")?.textContent).toBe(CLOSED.closing_message);
    // Inert: the employer's text never becomes markup.
    expect(figure.querySelector("b")).toBeNull();
    expect(container.querySelectorAll("figure")).toHaveLength(1);
    expect(container.querySelector('[data-testid="application-deletion"]')?.textContent).toBe(
      "Your application and its documents are deleted on 29 March 2027.",
    );
    expect(container.querySelector('[data-testid="application-promise"]')).toBeNull();
  });

  it("speaks the applicant's language", () => {
    applyLanguage("de");
    let shown = render(CLOSED);
    expect(shown.labels).toEqual([
      "Bewerbung eingegangen",
      "Von Acme AG angesehen",
      "Ohne Antwort abgeschlossen(aktueller Schritt)",
    ]);
    expect(shown.container.querySelector('[data-testid="application-deletion"]')?.textContent).toBe(
      "Deine Bewerbung und ihre Unterlagen werden am 29. März 2027 gelöscht.",
    );
    act(() => root!.unmount());
    container!.remove();

    applyLanguage("fr");
    shown = render(PENDING);
    expect(shown.labels[0]).toBe("Invitation de Acme AG");
    expect(shown.container.querySelector('[data-testid="application-promise"]')?.textContent).toContain(
      "d'ici au 29 décembre 2026",
    );
    act(() => root!.unmount());
    container!.remove();

    applyLanguage("it");
    shown = render(PENDING);
    expect(shown.labels[2]).toBe("Vista da Acme AG(ultimo passo)");
    expect(shown.container.querySelector('[data-testid="application-promise"]')?.textContent).toContain(
      "entro il 29 dicembre 2026",
    );
  });

  it("labels every event of the contract in every language", () => {
    for (const language of ["de", "fr", "it", "en"] as const) {
      applyLanguage(language);
      const events = [
        "invited",
        "submitted",
        "seen",
        "accepted",
        "contact_requested",
        "contact_accepted",
        "user_withdrawn",
        "org_withdrawn",
        "user_rejected",
        "org_rejected",
        "archived",
        "closed_unanswered",
      ] as const satisfies readonly TMyApplication["history"][number]["event"][];
      const { labels } = render({
        ...PENDING,
        history: events.map((event, i) => ({ id: i + 1, event, created_at: `2026-12-${String(10 + i)}T10:00:00Z` })),
      });
      expect(labels).toHaveLength(events.length);
      expect(labels.every((label) => label.length > 0 && !label.includes("followUp."))).toBe(true);
      expect(new Set(labels).size).toBe(events.length);
      act(() => root!.unmount());
      container!.remove();
      root = undefined;
    }
  });
});

describe("timelineEntries and finalEntry", () => {
  it("show the receipt when the history is empty", () => {
    expect(timelineEntries({ history: [], created_at: "2026-12-01T09:00:00Z" })).toEqual([
      { id: 0, event: "submitted", created_at: "2026-12-01T09:00:00Z" },
    ]);
  });

  it("keep the server's order for steps of the same instant", () => {
    const at = "2026-12-05T10:00:00Z";
    const entries = timelineEntries({
      created_at: at,
      history: [
        { id: 3, event: "org_rejected", created_at: at },
        { id: 2, event: "accepted", created_at: at },
        { id: 1, event: "submitted", created_at: "2026-12-01T10:00:00Z" },
      ],
    });
    expect(entries.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it("find the last closing step, none while open", () => {
    expect(finalEntry(PENDING)).toBeUndefined();
    expect(finalEntry(CLOSED)?.event).toBe("closed_unanswered");
  });
});
