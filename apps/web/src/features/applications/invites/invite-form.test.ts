import { ZCreateCandidateInviteRequest } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { inviteRequestOf, ZInviteForm } from "./invite-form";

const valid = { email: " Mia@Example.CH ", name: " Mia Muster ", target: "listing:12", message: "", language: "de" };

describe("the invite form", () => {
  it("sends a listing choice as listing_id and an empty message as null, in the shape the server checks", () => {
    const request = inviteRequestOf(ZInviteForm.parse(valid));
    expect(request).toEqual({
      email: "mia@example.ch",
      name: "Mia Muster",
      listing_id: 12,
      message: null,
      language: "de",
    });
    expect(ZCreateCandidateInviteRequest.safeParse(request).success).toBe(true);
  });

  it("sends a job choice as job_id, with the message", () => {
    const request = inviteRequestOf(ZInviteForm.parse({ ...valid, target: "job:7", message: " Hallo " }));
    expect(request).toMatchObject({ job_id: 7, message: "Hallo" });
    expect(request).not.toHaveProperty("listing_id");
  });

  it("requires a target, an address and a name, and bounds the message", () => {
    const result = ZInviteForm.safeParse({ ...valid, email: "nope", name: " ", target: "", message: "x".repeat(2001) });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(["email", "message", "name", "target"]),
    );
  });
});
