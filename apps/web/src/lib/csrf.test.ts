import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { csrfToken, csrfTokenFor } from "./csrf";

const settings = {
  language: "en",
  csrfToken: "token-from-settings",
  publicUrl: "http://localhost:3000",
  mapStyleUrl: null,
  version: "1.0.0",
  environment: "development",
};

beforeAll(() => {
  document.head.innerHTML = `<script id="app-settings" type="application/json">${JSON.stringify(settings)}</script>`;
  document.cookie = "csrftoken=token-from-cookie; path=/";
});

afterAll(() => {
  document.head.innerHTML = "";
  document.cookie = "csrftoken=; max-age=0; path=/";
});

describe("csrfTokenFor", () => {
  it("sends the cookie's current value on the methods the server checks", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(csrfTokenFor(method)).toBe("token-from-cookie");
    }
    expect(csrfToken()).toBe("token-from-cookie");
  });

  it("sends the settings node's token on safe methods, without reading the cookie", () => {
    const reads = vi.spyOn(document, "cookie", "get");
    try {
      for (const method of ["GET", "HEAD", "OPTIONS", "get"]) expect(csrfTokenFor(method)).toBe("token-from-settings");
      expect(reads).not.toHaveBeenCalled();
      expect(csrfTokenFor("POST")).toBe("token-from-cookie");
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});
