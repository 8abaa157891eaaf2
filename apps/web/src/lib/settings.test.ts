import { afterEach, describe, expect, it } from "vitest";
import { readAppSettings } from "./settings";

const settings = {
  language: "en",
  csrfToken: "abc",
  publicUrl: "http://localhost:3000",
  mapStyleUrl: null,
  version: "1.0.0",
  environment: "development",
};

afterEach(() => {
  document.head.innerHTML = "";
});

describe("readAppSettings", () => {
  it("throws 'App settings node not found!' without the node", () => {
    expect(() => readAppSettings()).toThrow("App settings node not found!");
  });

  it("reads the JSON of the settings node", () => {
    document.head.innerHTML = `<script id="app-settings" type="application/json">${JSON.stringify(settings)}</script>`;
    expect(readAppSettings()).toEqual(settings);
  });
});
