import { act, createElement, memo, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
// Every form module loads zod's messages (lib/zod-messages.ts, ADR 048); applyLanguage switches them.
import "./zod-messages";
import { de } from "@/locales/de";
import { en } from "@/locales/en";
import { applyLanguage, currentLanguage, i18n, Trans, useTranslation, type TFunction } from "./i18n";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "object" && child !== null ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function render(element: ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

afterAll(() => applyLanguage("de"));

describe("i18n", () => {
  it("has the same keys in de and en, none empty", () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(de)) {
      expect(i18n.t(key as never, { lng: "de" }), key).not.toBe("");
      expect(i18n.t(key as never, { lng: "de" }), key).not.toBe(key);
      expect(i18n.t(key as never, { lng: "en" }), key).not.toBe(key);
    }
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

  it("checks keys when type-checked", () => {
    // @ts-expect-error: no such key in the catalogue (tsc fails if this line stops being an error)
    expect(i18n.t("no.such.key")).toBe("no.such.key");
    // @ts-expect-error: an area is no text
    expect(i18n.t("common")).toBe("common");
    // A plural is named without its suffix, or with it.
    expect(i18n.t("search.results.count", { count: 2, lng: "en" })).toBe("2 employers");
    expect(i18n.t("search.results.count_other", { count: 2, lng: "en" })).toBe("2 employers");
  });

  it("switches form validation messages, texts and the document's language with the language", () => {
    applyLanguage("de");
    expect(z.email().safeParse("x").error?.issues[0]?.message).toBe("Gib eine gültige E-Mail-Adresse ein.");
    expect(i18n.t("common.cancel")).toBe("Abbrechen");
    expect(currentLanguage()).toBe("de");
    applyLanguage("en");
    expect(z.email().safeParse("x").error?.issues[0]?.message).toBe("Enter a valid email address.");
    expect(i18n.t("common.cancel")).toBe("Cancel");
    expect(i18n.language).toBe("en");
    expect(currentLanguage()).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("gives a t fixed to a language", async () => {
    applyLanguage("en");
    expect(i18n.getFixedT("de")("common.cancel")).toBe("Abbrechen");
    expect(i18n.getFixedT("de")("common.cancel", { lng: "en" })).toBe("Cancel");
    const t = await i18n.changeLanguage("de");
    expect(t("common.cancel")).toBe("Abbrechen");
    expect(i18n.language).toBe("de");
  });
});

describe("useTranslation", () => {
  it("re-renders on a language change, also under a memoised parent, with a new t only then", () => {
    applyLanguage("de");
    const seen: TFunction[] = [];
    function Label() {
      const { t } = useTranslation();
      seen.push(t);
      return t("search.results.openListings", { count: 2 });
    }
    const Parent = memo(function Parent() {
      return createElement("p", null, createElement(Label));
    });
    const view = render(createElement(Parent));
    expect(view.container.textContent).toBe("2 offene Stellen");

    act(() => applyLanguage("en"));
    expect(view.container.textContent).toBe("2 open positions");
    act(() => applyLanguage("en"));
    act(() => applyLanguage("de"));
    expect(view.container.textContent).toBe("2 offene Stellen");
    const [first, second, third] = new Set(seen);
    expect(new Set(seen).size).toBe(2); // one t per language, the same again after switching back
    expect(first).toBe(seen.at(-1));
    expect(second).not.toBe(first);
    expect(third).toBeUndefined();
    view.unmount();
  });

  it("Trans puts the text's tagged words into the given elements", () => {
    applyLanguage("en");
    const view = render(
      createElement(Trans, {
        i18nKey: "account.acceptTerms",
        components: {
          terms: createElement("a", { href: "/en/terms" }),
          privacy: createElement("a", { href: "/en/privacy" }),
        },
      }),
    );
    expect(view.container.innerHTML).toBe(
      'I accept the <a href="/en/terms">terms of use</a> and have read the <a href="/en/privacy">data policy</a>.',
    );
    act(() => applyLanguage("de"));
    expect(view.container.querySelectorAll("a")).toHaveLength(2);
    expect(view.container.querySelector('a[href="/en/terms"]')?.textContent).toBe("Nutzungsbedingungen");
    expect(view.container.textContent).toBe(de.account.acceptTerms.replace(/<\/?\w+>/g, ""));
    view.unmount();
  });
});
