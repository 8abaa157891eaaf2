import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { vi } from "vitest";
import { createQueryClient } from "@/app/query-client";

/** vi.waitFor's own 1 s gives up on a busy machine: wait up to just under the test's timeout. */
export const UNTIL_DONE = { timeout: 25_000, interval: 20 } as const;

/** A request the screen made: method, path (with the query), the JSON body and the headers. */
export type SentRequest = { method: string; path: string; body: unknown; headers: Headers };

/** The API's answer to a request: a JSON body (status 200) or a status and body; undefined → 404. */
export type Answer = unknown | { status: number; body?: unknown };
type Answers = (request: SentRequest) => Answer | undefined;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

/**
 * Renders a screen's part as the app does — a fresh query client, a router (for its Links; the
 * route tree is just a root showing `ui` at `path`) — with `fetch` answered by `answers`. Every
 * request is recorded in `requests`. Call `unmount()` at the end (afterEach).
 *
 *   const screen = await renderScreen(<Panel slug="acme" />, (r) => r.path === "/capi/org/x" ? {…} : undefined);
 *   await vi.waitFor(() => expect(screen.container.textContent).toContain("…"), UNTIL_DONE);
 */
export async function renderScreen(ui: ReactNode, answers: Answers, path = "/en/org/acme") {
  // The answers arrive on their own time, as in the browser: the tests wait for what they expect
  // (vi.waitFor) instead of wrapping every update in act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, "http://localhost");
      const request: SentRequest = {
        method: init.method ?? "GET",
        path: parsed.pathname + parsed.search,
        body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body,
        headers: new Headers(init.headers),
      };
      requests.push(request);
      const answer = answers(request);
      if (answer === undefined) return json(404, { code: "not_found", detail: "Not found" });
      if (answer && typeof answer === "object" && "status" in answer && typeof answer.status === "number")
        return json(answer.status, (answer as { body?: unknown }).body);
      return json(200, answer);
    }),
  );
  const client = createQueryClient();
  const rootRoute = createRootRoute({ component: () => <div data-screen="">{ui}</div> });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const container = document.createElement("div");
  document.body.append(container);
  const root: Root = createRoot(container);
  root.render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => {
    if (!container.querySelector("[data-screen]")) throw new Error("not rendered yet");
  }, UNTIL_DONE);
  return {
    container,
    client,
    requests,
    /** The requests of one method, as "METHOD path". */
    sent: (method?: string) =>
      requests.filter((r) => !method || r.method === method).map((r) => `${r.method} ${r.path}`),
    unmount: () => {
      root.unmount();
      container.remove();
      client.clear();
      vi.unstubAllGlobals();
    },
  };
}

/** Clicks an element (React handles a click at once; what follows from it, wait for). */
export async function click(element: Element | null | undefined) {
  if (!element) throw new Error("nothing to click");
  (element as HTMLElement).click();
  await Promise.resolve();
}

/** Types into an input or textarea as a user does (React sees the change). */
export async function typeInto(element: Element | null | undefined, value: string) {
  if (!element) throw new Error("nothing to type into");
  const field = element as HTMLInputElement | HTMLTextAreaElement;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  await Promise.resolve();
}

/** The element whose text is exactly `text` (trimmed), of the tag `selector`. */
export function byText(root: ParentNode, selector: string, text: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim() === text);
}
