import { describe, expect, it } from "vitest";

describe("zod in the web app", () => {
  it("is zod with jitless on, wherever a module imports it (the contract's schemas too)", async () => {
    const { z } = await import("zod");
    const own = await import("zod/v4");
    expect(z.config().jitless).toBe(true);
    // The same zod, not a copy: the contract's schemas are made by the classes the app checks against.
    expect(z.ZodObject).toBe(own.ZodObject);
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
