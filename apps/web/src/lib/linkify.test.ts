import { describe, expect, it } from "vitest";
import { linkify, sameSitePath } from "./linkify";

describe("linkify", () => {
  it("finds URLs and email addresses and leaves the rest as text", () => {
    expect(
      linkify("Sign in:\nhttps://jobatlas.example/de/account/login-token/abc.\nOr write to privacy@jobatlas.example."),
    ).toEqual([
      { kind: "text", text: "Sign in:\n" },
      {
        kind: "url",
        text: "https://jobatlas.example/de/account/login-token/abc",
        href: "https://jobatlas.example/de/account/login-token/abc",
      },
      { kind: "text", text: ".\nOr write to " },
      { kind: "email", text: "privacy@jobatlas.example", href: "mailto:privacy@jobatlas.example" },
      { kind: "text", text: "." },
    ]);
  });

  it("never makes a link of other schemes", () => {
    expect(linkify("javascript:alert(1) data:text/html,x")).toEqual([
      { kind: "text", text: "javascript:alert(1) data:text/html,x" },
    ]);
  });

  it("returns plain text unchanged", () => {
    expect(linkify("Hallo")).toEqual([{ kind: "text", text: "Hallo" }]);
    expect(linkify("")).toEqual([]);
  });
});

describe("sameSitePath", () => {
  it("turns links to our own origins into paths and leaves others alone", () => {
    const origins = ["http://localhost:3100", "http://127.0.0.1:3100"];
    expect(sameSitePath("http://localhost:3100/en/account/login-token/x?a=1", origins)).toBe(
      "/en/account/login-token/x?a=1",
    );
    expect(sameSitePath("https://evil.example/x", origins)).toBe("https://evil.example/x");
    expect(sameSitePath("not a url", origins)).toBe("not a url");
  });
});
