import type { TOrgApplication } from "@jobatlas/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { byText, click, renderScreen, typeInto, UNTIL_DONE, type SentRequest } from "@/test/render-screen";
import { CandidateProfileScreen } from "./candidate-profile-screen";

let screen: Awaited<ReturnType<typeof renderScreen>> | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  document.body.innerHTML = "";
  void i18n.changeLanguage("de");
});

function application(overrides: Partial<TOrgApplication> = {}): TOrgApplication {
  return {
    id: 7,
    origin: "direct",
    status: "active",
    displayed_status: "active",
    created_at: "2026-11-01T09:00:00.000Z",
    updated_at: "2026-11-02T09:00:00.000Z",
    listing: { id: 3, title: "Koch 80 %" },
    job: null,
    first_name: "Sara",
    last_name: "Sommer",
    has_account: false,
    identity_deleted: false,
    email: null,
    phone: null,
    contact_hidden: true,
    contact_revealed_at: null,
    language: "de",
    my_story: "",
    what_i_bring: "",
    what_i_want: "",
    knock_out_missed: false,
    answers: [],
    attachments: [],
    history: [],
    duplicates: [],
    notes: "",
    ...overrides,
  };
}

/** The API of the profile: a PUT answers the application archived. */
const api = (request: SentRequest) =>
  request.method === "PUT" && request.path === "/capi/org/applications/7"
    ? application({ status: "archived", displayed_status: "archived" })
    : undefined;
const puts = () => screen!.requests.filter((request) => request.method === "PUT").map((request) => request.body);
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

async function openArchive(app: TOrgApplication) {
  await i18n.changeLanguage("en");
  screen = await renderScreen(<CandidateProfileScreen slug="acme" application={app} />, api);
  await vi.waitFor(() => expect(byText(screen!.container, "button", "Archive")).toBeDefined(), UNTIL_DONE);
  await click(byText(screen.container, "button", "Archive"));
  await vi.waitFor(() => expect(dialog()).not.toBeNull(), UNTIL_DONE);
}

describe("archiving on the candidate profile", () => {
  it("asks for an optional message to the applicant and sends it with the archiving", async () => {
    await openArchive(application());
    expect(dialog()!.textContent).toContain("Message to the applicant");
    expect(dialog()!.textContent).toContain(
      "Sent with the email telling Sara Sommer that the application was closed, and shown on their application page.",
    );
    const textarea = dialog()!.querySelector("textarea");
    expect(textarea?.maxLength).toBe(5000);
    await typeInto(textarea, "  Thank you, we chose another candidate.  ");
    await click(byText(dialog()!, "button", "Archive"));
    await vi.waitFor(
      () => expect(puts()).toEqual([{ id: 7, status: "archived", message: "Thank you, we chose another candidate." }]),
      UNTIL_DONE,
    );
    expect(screen!.requests.find((request) => request.method === "PUT")!.headers.get("X-Organization")).toBe("acme");
  });

  it("sends no message when none was written", async () => {
    await openArchive(application());
    await typeInto(dialog()!.querySelector("textarea"), "   ");
    await click(byText(dialog()!, "button", "Archive"));
    await vi.waitFor(() => expect(puts()).toEqual([{ id: 7, status: "archived" }]), UNTIL_DONE);
  });

  it("offers no message once the applicant deleted their data (no one to write to)", async () => {
    await openArchive(application({ identity_deleted: true, first_name: "", last_name: "" }));
    expect(dialog()!.querySelector("textarea")).toBeNull();
    await click(byText(dialog()!, "button", "Archive"));
    await vi.waitFor(() => expect(puts()).toEqual([{ id: 7, status: "archived" }]), UNTIL_DONE);
  });

  it("words the scheduler's reminder and automatic close in the history", async () => {
    const entry = { actor_kind: "system" as const, actor_name: null };
    screen = await renderScreen(
      <CandidateProfileScreen
        slug="acme"
        application={application({
          status: "archived",
          displayed_status: "archived",
          history: [
            { ...entry, id: 1, verb: "answer_due", created_at: "2026-11-15T09:00:00.000Z" },
            { ...entry, id: 2, verb: "closed_unanswered", created_at: "2026-11-29T09:00:00.000Z" },
          ],
        })}
      />,
      api,
    );
    await vi.waitFor(() => expect(screen!.container.textContent).toContain("Verlauf"), UNTIL_DONE);
    const history = [...screen.container.querySelectorAll("#candidate-history ~ ol li p")].map((p) => p.textContent);
    expect(history).toEqual([
      "Antwortfrist überschritten: Das Team wurde erinnert",
      "Automatisch ohne Antwort geschlossen",
    ]);
  });
});
