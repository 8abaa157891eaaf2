import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  NetworkError,
  NotAuthenticatedError,
  RateLimitedError,
  ValidationError,
  ServiceError,
} from "./api-errors";
import { applyApiError, applyServerErrors } from "./form-errors";
import { applyLanguage } from "./i18n";

describe("applyServerErrors", () => {
  it("puts field messages on their fields and __root__ or unknown fields on the form", () => {
    const setError = vi.fn();
    const error = new ValidationError(
      [
        { loc: ["body", "email"], msg: "Taken" },
        { loc: ["body", "other"], msg: "Odd" },
        { loc: ["__root__"], msg: "Check the form" },
      ],
      null,
    );
    expect(applyServerErrors(error, setError, ["email", "name"])).toBe(true);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "Taken" }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith("root.server", { type: "server", message: "Odd Check the form" });
  });

  it("leaves other errors to the caller", () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ServiceError("No", "no", null), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe("applyApiError", () => {
  it("puts a rate limit's detail, a service error and a network failure on the form, by kind", () => {
    applyLanguage("en");
    const setError = vi.fn();
    applyApiError(new RateLimitedError("Too many requests. Try again in a minute.", null, 60), setError);
    expect(setError).toHaveBeenLastCalledWith("root.server", {
      type: "rateLimited",
      message: "Too many requests. Try again in a minute.",
    });
    applyApiError(new ServiceError("Taken", "email_taken", null), setError, [], (code) =>
      code === "email_taken" ? "Another account uses it." : undefined,
    );
    expect(setError).toHaveBeenLastCalledWith("root.server", { type: "service", message: "Another account uses it." });
    applyApiError(new ServiceError("Nope", "other", null), setError);
    expect(setError).toHaveBeenLastCalledWith("root.server", { type: "service", message: "Nope" });
    applyApiError(new NotAuthenticatedError(null), setError);
    expect(setError).toHaveBeenLastCalledWith("root.server", expect.objectContaining({ type: "signedOut" }));
    applyApiError(new NetworkError(), setError);
    expect(setError).toHaveBeenLastCalledWith("root.server", expect.objectContaining({ type: "network" }));
    applyApiError(new ApiError(500, null), setError);
    expect(setError).toHaveBeenLastCalledWith("root.server", {
      type: "failed",
      message: "The form could not be sent. Please try again in a moment.",
    });
  });

  it("maps validation errors onto the fields", () => {
    const setError = vi.fn();
    applyApiError(new ValidationError([{ loc: ["body", "email"], msg: "Bad" }], null), setError, ["email"]);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "Bad" }, { shouldFocus: true });
  });
});
