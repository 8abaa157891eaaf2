import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./constants";
import { ZErrorBody } from "../errors";
import { parseAppSettings, parseErrorBody } from "./plain-readers";
import { ZAppSettings } from "../settings";

const SETTINGS = {
  language: "en",
  csrfToken: "abc",
  publicUrl: "http://localhost:3000",
  mapStyleUrl: null,
  version: "1.0.0",
  environment: "development",
};

const ODD_VALUES: unknown[] = [undefined, null, "", "x", 0, 1, true, [], {}, ["x"]];

describe("parseAppSettings", () => {
  it("reads what ZAppSettings reads and refuses what it refuses", () => {
    const inputs: unknown[] = [SETTINGS, { ...SETTINGS, mapStyleUrl: "https://tiles.example/style.json" }];
    inputs.push({ ...SETTINGS, extra: 1 }, { ...SETTINGS, language: "de", environment: "production" });
    for (const language of LANGUAGES) inputs.push({ ...SETTINGS, language });
    for (const key of Object.keys(SETTINGS)) {
      for (const value of [...ODD_VALUES, "de", "test"]) inputs.push({ ...SETTINGS, [key]: value });
      const rest: Record<string, unknown> = { ...SETTINGS };
      delete rest[key];
      inputs.push(rest);
    }
    inputs.push(null, "settings", [], 5);
    for (const input of inputs) {
      const expected = ZAppSettings.safeParse(input);
      if (expected.success) expect(parseAppSettings(input)).toStrictEqual(expected.data);
      else expect(() => parseAppSettings(input), JSON.stringify(input)).toThrow();
    }
  });
});

describe("parseErrorBody", () => {
  it("reads what ZErrorBody reads, key for key, and nothing else", () => {
    const types = [
      "ValidationError",
      "ServiceError",
      "NotAuthenticated",
      "Forbidden",
      "NotFound",
      "Gone",
      "RateLimited",
      "PayloadTooLarge",
      "UnsupportedMediaType",
      "ServiceUnavailable",
      "InternalError",
      "Unknown",
    ];
    const details: unknown[] = [
      ...ODD_VALUES,
      "Not found",
      [{ loc: ["body", "email"], msg: "Invalid email" }],
      [{ loc: ["body", 0, "name"], msg: "Required", extra: true }],
      [{ loc: [], msg: "whole form" }],
      [{ loc: ["body", null], msg: "x" }],
      [{ loc: "body", msg: "x" }],
      [{ loc: ["body"], msg: 5 }],
      [{ loc: ["body"] }],
      [null],
    ];
    const inputs: unknown[] = [null, "text", 404, [], {}, { detail: "x" }, { type: 5 }];
    for (const type of types) {
      inputs.push({ type });
      for (const detail of details) {
        inputs.push({ type, detail });
        inputs.push({ type, detail, code: "listing_not_extendable", request_id: "req-1", extra: "x" });
        inputs.push({ type, detail, code: 5, request_id: null });
      }
    }
    for (const input of inputs) {
      const expected = ZErrorBody.safeParse(input);
      expect(parseErrorBody(input), JSON.stringify(input)).toStrictEqual(expected.success ? expected.data : undefined);
    }
  });
});
