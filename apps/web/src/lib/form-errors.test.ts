import { describe, expect, it, vi } from "vitest";
import { ValidationError, ServiceError } from "./api-errors";
import { applyServerErrors } from "./form-errors";

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
