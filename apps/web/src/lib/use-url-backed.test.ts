import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useUrlBacked } from "./use-url-backed";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("useUrlBacked", () => {
  it("shows a change at once, then follows the URL whenever the URL's value changes", () => {
    let current: [string[], (next: string[]) => void] = [[], () => {}];
    function Probe({ fromUrl }: { fromUrl: string[] }) {
      current = useUrlBacked(fromUrl);
      return null;
    }
    const root = createRoot(document.createElement("div"));
    const render = (fromUrl: string[]) => act(() => root.render(createElement(Probe, { fromUrl })));

    render(["planned"]);
    expect(current[0]).toEqual(["planned"]);
    act(() => current[1](["planned", "active"]));
    expect(current[0]).toEqual(["planned", "active"]);
    // The same URL value again (a new array from parsing) keeps the change not yet navigated.
    render(["planned"]);
    expect(current[0]).toEqual(["planned", "active"]);
    render(["planned", "active"]);
    expect(current[0]).toEqual(["planned", "active"]);
    // "Clear filters" or Back: the URL wins.
    render([]);
    expect(current[0]).toEqual([]);
    act(() => root.unmount());
  });
});
