import { act, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { TabPanel, Tabs } from "./tabs";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEYS = ["company", "addresses", "widgets"] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof KEYS)[number]>("company");
  return (
    <>
      <Tabs
        idBase="t"
        label="Sections"
        items={KEYS.map((key) => ({ key, label: key }))}
        selected={selected}
        onSelect={setSelected}
      />
      <TabPanel idBase="t" tabKey={selected}>
        {selected} panel
      </TabPanel>
    </>
  );
}

let container: HTMLDivElement;
afterEach(() => container.remove());

function render() {
  container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Harness />));
  return {
    tabs: () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')],
    panel: () => container.querySelector('[role="tabpanel"]'),
    key: (key: string) =>
      act(() => {
        document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      }),
  };
}

describe("Tabs", () => {
  it("has one tab stop, the selected tab, tied to its labelled panel", () => {
    const { tabs, panel } = render();
    expect(container.querySelector('[role="tablist"]')?.getAttribute("aria-label")).toBe("Sections");
    expect(tabs().map((tab) => [tab.getAttribute("aria-selected"), tab.tabIndex])).toEqual([
      ["true", 0],
      ["false", -1],
      ["false", -1],
    ]);
    expect(tabs()[0]?.getAttribute("aria-controls")).toBe(panel()?.id);
    expect(panel()?.getAttribute("aria-labelledby")).toBe(tabs()[0]?.id);
  });

  it("moves and selects with the arrow keys, Home and End, wrapping around", () => {
    const { tabs, panel, key } = render();
    act(() => tabs()[0]?.focus());
    key("ArrowRight");
    expect(document.activeElement).toBe(tabs()[1]);
    expect(panel()?.textContent).toBe("addresses panel");
    key("End");
    expect(panel()?.textContent).toBe("widgets panel");
    key("ArrowRight");
    expect(document.activeElement).toBe(tabs()[0]);
    key("ArrowLeft");
    expect(tabs()[2]?.getAttribute("aria-selected")).toBe("true");
    key("Home");
    expect(tabs()[0]?.getAttribute("aria-selected")).toBe("true");
    expect(tabs()[0]?.tabIndex).toBe(0);
  });
});
