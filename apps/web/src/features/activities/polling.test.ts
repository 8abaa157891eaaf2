import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  currentWindowActivity,
  pollingInterval,
  pollingOptions,
  POLL_BLURRED_MS,
  POLL_FOCUSED_MS,
  type WindowActivity,
} from "./polling";

describe("pollingInterval (spec §9)", () => {
  it("is 10 s focused, 60 s blurred and off while hidden", () => {
    expect(POLL_FOCUSED_MS).toBe(10_000);
    expect(POLL_BLURRED_MS).toBe(60_000);
    expect(pollingInterval("focused")).toBe(10_000);
    expect(pollingInterval("blurred")).toBe(60_000);
    expect(pollingInterval("hidden")).toBe(false);
  });
});

describe("currentWindowActivity", () => {
  const fakeDocument = (visibilityState: DocumentVisibilityState, focused: boolean) =>
    ({ visibilityState, hasFocus: () => focused }) as unknown as Document;

  it("reads visibility first, then focus", () => {
    expect(currentWindowActivity(fakeDocument("visible", true))).toBe("focused");
    expect(currentWindowActivity(fakeDocument("visible", false))).toBe("blurred");
    // A hidden document may still claim focus (a minimised window): hidden wins.
    expect(currentWindowActivity(fakeDocument("hidden", true))).toBe("hidden");
    expect(currentWindowActivity(fakeDocument("hidden", false))).toBe("hidden");
  });
});

describe("a query polled with pollingOptions", () => {
  let client: QueryClient;
  let observer: QueryObserver<number, Error, number, number, string[]> | undefined;
  let fetches: number;
  let unsubscribe = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    fetches = 0;
    observer = undefined;
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    unsubscribe();
    client.clear();
    vi.useRealTimers();
  });

  /** As the bell does: the options follow the window's state (React re-renders with the new state). */
  function poll(activity: WindowActivity) {
    const options = {
      queryKey: ["notifications"],
      queryFn: async () => ++fetches,
      ...pollingOptions(activity),
    };
    if (observer) {
      observer.setOptions(options);
      return;
    }
    observer = new QueryObserver(client, options);
    unsubscribe = observer.subscribe(() => {});
  }

  const after = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    return fetches;
  };

  it("fetches every 10 s focused, every 60 s blurred, never hidden", async () => {
    poll("focused");
    expect(await after(0)).toBe(1); // the first fetch on mount
    expect(await after(9_999)).toBe(1);
    expect(await after(1)).toBe(2);
    expect(await after(30_000)).toBe(5);

    poll("blurred");
    expect(await after(59_999)).toBe(5);
    expect(await after(1)).toBe(6);
    expect(await after(120_000)).toBe(8);

    poll("hidden");
    expect(await after(600_000)).toBe(8);

    poll("focused");
    expect(await after(10_000)).toBe(9);
  });
});
