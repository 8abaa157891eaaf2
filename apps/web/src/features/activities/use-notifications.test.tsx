import type { TActivity, TNotification, TNotificationsResponse } from "@jobatlas/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { arrivedSince, keysToRefresh, useNotifications } from "./use-notifications";

/** vi.waitFor's own 1 s gives up on a busy machine: wait up to just under the test's timeout. */
const UNTIL_DONE = { timeout: 25_000, interval: 20 } as const;

/** Whether React expects its updates inside act() (the fake-timer tests drive everything through it). */
function actEnvironment(on: boolean) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
}

let nextActivityId = 100;
function notification(sourceType: TActivity["source_type"], id = ++nextActivityId): TNotification {
  return {
    id: id + 1000,
    created_at: "2030-05-15T10:00:00.000Z",
    dismissed_at: null,
    activity: {
      id,
      source_type: sourceType,
      source_id: 1,
      verb: "created",
      subject: "Koch/Köchin",
      actor_kind: "member",
      actor: null,
      position: null,
      created_at: "2030-05-15T10:00:00.000Z",
    },
  };
}

describe("keysToRefresh", () => {
  it("names the lists of the arrived source types, the feed and the home's counts", () => {
    expect(keysToRefresh("acme", [])).toEqual([]);
    expect(keysToRefresh("acme", [{ source_type: "job" }, { source_type: "job" }])).toEqual([
      ["org", "acme", "jobs"],
      ["org", "acme", "activities", "feed"],
      ["org", "acme", "summary"],
    ]);
    expect(keysToRefresh("acme", [{ source_type: "application" }, { source_type: "listing" }])).toEqual([
      ["org", "acme", "applications"],
      ["org", "acme", "listings"],
      ["org", "acme", "activities", "feed"],
      ["org", "acme", "summary"],
    ]);
  });
});

describe("arrivedSince", () => {
  it("takes the first answer as seen and later higher activity ids as new", () => {
    const old = [notification("job", 5), notification("job", 3)];
    expect(arrivedSince(old, undefined)).toEqual({ newest: 5, arrived: [] });
    expect(arrivedSince([], undefined)).toEqual({ newest: 0, arrived: [] });
    const fresh = notification("application", 7);
    expect(arrivedSince([fresh, ...old], 5)).toEqual({ newest: 7, arrived: [fresh] });
    // Dismissing the newest does not lower what was seen.
    expect(arrivedSince(old.slice(1), 7)).toEqual({ newest: 7, arrived: [] });
  });
});

describe("useNotifications", () => {
  let root: Root;
  let container: HTMLElement;
  let client: QueryClient;
  let answers: TNotificationsResponse[];
  let requests: number;
  let visibility: DocumentVisibilityState;
  let focused: boolean;
  const arrivals: TNotification[][] = [];

  beforeEach(() => {
    actEnvironment(true);
    vi.useFakeTimers();
    requests = 0;
    arrivals.length = 0;
    answers = [];
    visibility = "visible";
    focused = true;
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    vi.spyOn(document, "hasFocus").mockImplementation(() => focused);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const answer = answers[Math.min(requests, answers.length - 1)] ?? { items: [], count: 0 };
        requests++;
        // A settled body (no stream), so the answer reaches React within the test's act().
        const body = JSON.stringify(answer);
        return { status: 200, headers: new Headers({ "content-type": "application/json" }), text: async () => body };
      }),
    );
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    actEnvironment(true);
    act(() => root.unmount());
    container.remove();
    client.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function Probe() {
    useNotifications("acme", (arrived) => arrivals.push(arrived));
    return null;
  }

  /**
   * Lets the answers of started fetches reach React: their promise chains settle over a few
   * microtask turns, then TanStack notifies on a 0 ms timer.
   */
  async function settle() {
    if (!vi.isFakeTimers()) return;
    for (let turn = 0; turn < 10; turn++) await vi.advanceTimersByTimeAsync(0);
  }

  async function mount() {
    await act(async () => {
      root.render(createElement(QueryClientProvider, { client }, createElement(Probe)));
      await settle();
    });
  }

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
      await settle();
    });
  }

  async function fire(target: EventTarget, type: string) {
    await act(async () => {
      target.dispatchEvent(new Event(type));
      await settle();
    });
  }

  it("polls every 10 s focused, 60 s blurred, stops hidden and fetches at once when visible again", async () => {
    await mount();
    expect(requests).toBe(1);
    await advance(10_000);
    expect(requests).toBe(2);

    focused = false;
    await fire(window, "blur");
    await advance(59_000);
    expect(requests).toBe(2);
    await advance(1_000);
    expect(requests).toBe(3);

    visibility = "hidden";
    await fire(document, "visibilitychange");
    await advance(300_000);
    expect(requests).toBe(3);

    visibility = "visible";
    focused = true;
    await fire(document, "visibilitychange");
    expect(requests).toBe(4); // at once, not after the next interval
    await advance(10_000);
    expect(requests).toBe(5);
  });

  it("refreshes the matching lists when a new job or application activity arrives, not for the first answer", async () => {
    // Answers are asked for by hand here, and React renders them on its own schedule (no act()).
    vi.useRealTimers();
    actEnvironment(false);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const first = notification("listing");
    const job = notification("job");
    const application = notification("application");
    answers = [
      { items: [first], count: 1 },
      { items: [first], count: 1 },
      { items: [application, job, first], count: 3 },
    ];
    const poll = async (expectedRequests: number) => {
      await client.refetchQueries({ queryKey: ["org", "acme", "activities", "notifications"] });
      await vi.waitFor(() => expect(requests).toBe(expectedRequests), UNTIL_DONE);
    };
    root.render(createElement(QueryClientProvider, { client }, createElement(Probe)));
    await vi.waitFor(() => expect(requests).toBe(1), UNTIL_DONE);
    await poll(2); // nothing new
    expect(arrivals).toEqual([]);
    const refreshed = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(refreshed()).toEqual([]);

    await poll(3);
    await vi.waitFor(() => expect(arrivals).toEqual([[application, job]]), UNTIL_DONE);
    expect(refreshed()).toEqual([
      ["org", "acme", "applications"],
      ["org", "acme", "jobs"],
      ["org", "acme", "activities", "feed"],
      ["org", "acme", "summary"],
    ]);
  });
});
