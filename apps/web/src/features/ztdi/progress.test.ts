import { describe, expect, it } from "vitest";
import { emptyProgress, firstOpen, parseProgress } from "./progress";

const all = (value: number) => Array.from({ length: 30 }, () => value);

describe("the Z-TDI progress kept in sessionStorage", () => {
  it("starts afresh on nothing or garbage", () => {
    expect(parseProgress(null)).toEqual(emptyProgress());
    expect(parseProgress("{not json")).toEqual(emptyProgress());
    expect(parseProgress('"a string"').answers).toHaveLength(30);
  });

  it("keeps valid answers and drops values outside 1–5", () => {
    const answers: unknown[] = all(3);
    answers[2] = 6;
    answers[3] = "4";
    answers[4] = 2.5;
    const parsed = parseProgress(JSON.stringify({ answers, step: 10 }));
    expect(parsed.answers.slice(0, 6)).toEqual([3, 3, null, null, null, 3]);
    // A step past the first open statement goes back to it.
    expect(parsed.step).toBe(2);
  });

  it("resumes at the step stored, finish only when all are answered, the survey only with a token", () => {
    expect(parseProgress(JSON.stringify({ answers: all(4), step: "finish" })).step).toBe("finish");
    const some = [...all(4).slice(0, 12), ...Array.from({ length: 18 }, () => null)];
    expect(parseProgress(JSON.stringify({ answers: some, step: "finish" })).step).toBe(12);
    expect(parseProgress(JSON.stringify({ answers: some, step: 5 })).step).toBe(5);
    expect(parseProgress(JSON.stringify({ answers: all(4), step: "survey" })).step).toBe("intro");
    expect(parseProgress(JSON.stringify({ answers: all(4), step: "survey", token: "t", mailed: true }))).toMatchObject({
      step: "survey",
      token: "t",
      mailed: true,
    });
  });

  it("names the first open statement", () => {
    expect(firstOpen([1, null, 2])).toBe(1);
    expect(firstOpen([1, 2, 3])).toBe(2);
  });
});
