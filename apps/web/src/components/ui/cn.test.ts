import { afterEach, describe, expect, it, vi } from "vitest";
import { cn } from "./cn";

afterEach(() => vi.restoreAllMocks());

describe("cn (ADR 045)", () => {
  it("joins class names, skipping falsy values, nested lists and extra spaces", () => {
    const off = false as boolean;
    expect(cn("h-11 px-4", off && "hidden", undefined, null, 0, "", ["text-fg", ["font-medium"]])).toBe(
      "h-11 px-4 text-fg font-medium",
    );
    expect(cn("  flex\n  gap-2 ", "items-center")).toBe("flex gap-2 items-center");
    expect(cn()).toBe("");
  });

  it("keeps both of two conflicting classes and reports them in development", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(cn("border border-input", "border-brand")).toBe("border border-input border-brand");
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain("conflicting classes");
  });

  it("reports nothing for classes that refine or mark themselves important", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    cn("block w-full px-3 text-base", "h-11 pr-8", "w-auto! text-lg!", "hover:bg-surface");
    cn("p-2", "p-2");
    expect(error).not.toHaveBeenCalled();
  });
});
