import { describe, expect, it } from "vitest";
import { matchPageRoute, PAGE_ROUTES, type TPageRoute } from "@jobatlas/contract";
import type { FileRouteTypes } from "@/routeTree.gen";
import routeTreeSource from "@/routeTree.gen.ts?raw";

/**
 * The server answers 404 for a path outside the contract's PAGE_ROUTES, so that list must be the
 * web's routes exactly: a screen missing from it would be served as a 404, a stale entry would
 * answer 200 where the app draws its 404 screen.
 */

/** The paths the router can navigate to, as TanStack's generator wrote them (FileRoutesByTo). */
function webRoutePaths(): string[] {
  const block = /export interface FileRoutesByTo \{([^}]*)\}/.exec(routeTreeSource)?.[1];
  if (!block) throw new Error("FileRoutesByTo not found in routeTree.gen.ts");
  return [...block.matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]!);
}

/** The app's catch-all: it draws the 404 screen, so it is no page of the list. */
const NOT_FOUND_ROUTE = "/$lang/$";

// The same check at compile time (npm run typecheck): the router's `to` paths are the list.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAtCompileTime: Same<Exclude<FileRouteTypes["to"], typeof NOT_FOUND_ROUTE>, TPageRoute> = true;

describe("the contract's page routes", () => {
  it("are the web's file routes, no more and no fewer", () => {
    expect(sameAtCompileTime).toBe(true);
    const web = webRoutePaths().filter((path) => path !== NOT_FOUND_ROUTE);
    expect(web.length).toBeGreaterThan(50);
    expect([...PAGE_ROUTES].sort()).toEqual([...web].sort());
  });

  it("match a path of each route with its dynamic segments filled in", () => {
    for (const route of PAGE_ROUTES) {
      const path = route.replace(/\$lang/, "de").replace(/\$\w+/g, "x1");
      expect(matchPageRoute(path), path).toBeDefined();
    }
    expect(matchPageRoute("/de/company/")).toBeUndefined();
    expect(matchPageRoute("/de/nope")).toBeUndefined();
  });
});
