import { describe, expect, it } from "vitest";

describe("zod-setup", () => {
  it("turns zod's jitless on without importing zod, in the configuration zod then reads", async () => {
    await import("./zod-setup");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    // The classic schemas (the contract's) read the same object.
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
