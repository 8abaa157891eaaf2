import type { MutationOptions, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

const toasts = vi.hoisted(() => ({ toastSaveFailed: vi.fn(), toastDeleteFailed: vi.fn() }));
vi.mock("@/lib/toasts", () => toasts);

afterEach(() => vi.clearAllMocks());

/** Runs a mutation through the client's MutationCache, as useMutation would. */
function mutate(queryClient: QueryClient, options: MutationOptions<unknown, Error, void>) {
  return queryClient.getMutationCache().build(queryClient, options).execute(undefined);
}

describe("createQueryClient", () => {
  it("shows 'Could not save' for a failed mutation by default", async () => {
    const queryClient = createQueryClient();
    await expect(mutate(queryClient, { mutationFn: () => Promise.reject(new Error("x")) })).rejects.toThrow();
    expect(toasts.toastSaveFailed).toHaveBeenCalledOnce();
  });

  it("shows 'Could not delete' when the mutation says so, and nothing when it opts out", async () => {
    const queryClient = createQueryClient();
    const fail = () => Promise.reject(new Error("x"));
    await expect(mutate(queryClient, { mutationFn: fail, meta: { errorToast: "delete" } })).rejects.toThrow();
    await expect(mutate(queryClient, { mutationFn: fail, meta: { errorToast: false } })).rejects.toThrow();
    expect(toasts.toastDeleteFailed).toHaveBeenCalledOnce();
    expect(toasts.toastSaveFailed).not.toHaveBeenCalled();
  });

  it("refreshes the lists a successful mutation names", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(["org", "acme", "jobs", { offset: 0 }], { items: [], count: 0 });
    queryClient.setQueryData(["org", "acme", "listings"], { items: [], count: 0 });
    await mutate(queryClient, {
      mutationFn: () => Promise.resolve(1),
      meta: { invalidates: [["org", "acme", "jobs"]] },
    });
    expect(queryClient.getQueryState(["org", "acme", "jobs", { offset: 0 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["org", "acme", "listings"])?.isInvalidated).toBe(false);
  });
});
