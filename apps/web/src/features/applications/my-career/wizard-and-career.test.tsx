import type { TCandidatePoolGrantsResponse } from "@jobatlas/contract";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/app/query-client";
import { useCandidatePoolAccess, useSubmitApplication } from "@/features/applications/apply/api/apply";
import { candidatePoolQueryOptions, latestApplicationQueryOptions } from "./api/my-career";

const UNTIL_DONE = { timeout: 25_000, interval: 20 } as const;

/**
 * What the apply wizard changes, my career shows at once, without a reload: the lists are not
 * fetched again by themselves (their cached answers are still fresh), so the wizard's calls must
 * name my career's query keys.
 *
 * The candidate pool is one list for the apply wizard and my career: a company the seeker lets see
 * their profile in the wizard is listed on my career's home at once, without a reload (the
 * list is not fetched again: its cached answer is still fresh).
 */
describe("my career after the apply wizard", () => {
  let root: Root;
  let container: HTMLElement;
  let granted: TCandidatePoolGrantsResponse;
  const requests: string[] = [];

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    granted = { items: [], count: 0 };
    sent = 0;
    requests.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? "GET";
        requests.push(`${method} ${new URL(url, "http://localhost").pathname}`);
        if (method === "POST") {
          sent++;
          const created = { id: 5, status: "pending", origin: "direct", company_id: 7, listing_id: null, job_id: 3 };
          const body = JSON.stringify({ ...created, knock_out_missed: false, created_at: "2026-12-01T10:00:00Z" });
          return { status: 201, headers: new Headers({ "content-type": "application/json" }), text: async () => body };
        }
        if (url.includes("/applications")) {
          const body = JSON.stringify({ items: [], count: sent });
          return { status: 200, headers: new Headers({ "content-type": "application/json" }), text: async () => body };
        }
        if (method === "PUT")
          granted = {
            items: [{ company_id: 7, company_name: "Acme AG", granted_at: "2026-12-01T10:00:00Z" }],
            count: 1,
          };
        const body = JSON.stringify(granted);
        return { status: 200, headers: new Headers({ "content-type": "application/json" }), text: async () => body };
      }),
    );
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  let grant: () => Promise<unknown> = async () => undefined;
  let apply: () => Promise<unknown> = async () => undefined;
  let sent = 0;
  function MyCareerPool() {
    const grants = useQuery(candidatePoolQueryOptions());
    return createElement(
      "p",
      null,
      grants.data ? grants.data.items.map((g) => g.company_name).join(", ") || "none" : "…",
    );
  }
  function WizardPoolOption() {
    const access = useCandidatePoolAccess(7);
    grant = () => access.mutateAsync(true);
    return null;
  }

  function MyCareerLatest() {
    const latest = useQuery(latestApplicationQueryOptions());
    return createElement("p", null, latest.data ? `${latest.data.count} sent` : "…");
  }
  function WizardSubmit() {
    const submit = useSubmitApplication();
    apply = () => submit.mutateAsync({ kind: "user", body: {} as never });
    return null;
  }

  it("counts on my career an application sent from the apply wizard", async () => {
    const client = createQueryClient();
    await act(async () => {
      root.render(
        createElement(QueryClientProvider, { client }, createElement(MyCareerLatest), createElement(WizardSubmit)),
      );
    });
    await vi.waitFor(() => expect(container.textContent).toBe("0 sent"), UNTIL_DONE);
    await act(async () => {
      await apply();
    });
    await vi.waitFor(() => expect(container.textContent).toBe("1 sent"), UNTIL_DONE);
    client.clear();
  });

  it("shows on my career a grant made in the apply wizard", async () => {
    const client = createQueryClient();
    await act(async () => {
      root.render(
        createElement(QueryClientProvider, { client }, createElement(MyCareerPool), createElement(WizardPoolOption)),
      );
    });
    await vi.waitFor(() => expect(container.textContent).toBe("none"), UNTIL_DONE);
    await act(async () => {
      await grant();
    });
    await vi.waitFor(() => expect(container.textContent).toBe("Acme AG"), UNTIL_DONE);
    expect(requests).toEqual(["GET /capi/user/candidate-pool", "PUT /capi/user/candidate-pool/7"]);
    client.clear();
  });
});
