import { describe, expect, it } from "vitest";
import { isUnavailable } from "./db-errors";

/** Drizzle wraps the driver's error as the cause of its own. */
const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isUnavailable", () => {
  it("takes the pool's bounded wait and a connection broken inside a transaction for unavailability (503)", () => {
    expect(isUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isUnavailable(wrapped(new Error("Client has encountered a connection error and is not queryable")))).toBe(
      true,
    );
    expect(isUnavailable(wrapped(Object.assign(new Error("terminating connection"), { code: "57P01" })))).toBe(true);
  });

  it("takes a statement cancelled by statement_timeout for unavailability (503)", () => {
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(isUnavailable(wrapped(cancelled))).toBe(true);
  });

  it("leaves other errors alone (500)", () => {
    expect(isUnavailable(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe(false);
    expect(isUnavailable(new Error("query timeout in the application code"))).toBe(false);
  });
});
