import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { de } from "@/locales/de";
import { en } from "@/locales/en";
import { applyLanguage, i18n } from "./i18n";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "object" && child !== null ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

afterAll(() => applyLanguage("de"));

describe("i18n", () => {
  it("has the same keys in de and en, none empty", () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(de)) expect(i18n.t(key as never, { lng: "de" }), key).not.toBe("");
  });

  it("words the spec's fixed texts", () => {
    applyLanguage("en");
    expect(i18n.t("errors.notFound.title")).toBe("Oops, we don't have that.");
    expect(i18n.t("errors.generic.title")).toBe("Oops, that didn't work.");
    expect(i18n.t("toasts.saveFailed")).toBe("Could not save");
    expect(i18n.t("toasts.deleteFailed")).toBe("Could not delete");
    expect(i18n.t("errors.routerNotFound")).toBe("Not Found");
    expect(i18n.t("errors.routerError")).toBe("Something went wrong!");
    expect(i18n.t("common.notRequired")).toBe("(not required)");
    expect(i18n.t("pageTitle", { page: "Sign in" })).toBe("Sign in · Jobatlas");
  });

  it("switches form validation messages with the language", () => {
    applyLanguage("de");
    expect(z.email().safeParse("x").error?.issues[0]?.message).toBe("Gib eine gültige E-Mail-Adresse ein.");
    applyLanguage("en");
    expect(z.email().safeParse("x").error?.issues[0]?.message).toBe("Enter a valid email address.");
    expect(document.documentElement.lang).toBe("en");
  });
});
