import { describe, expect, it } from "vitest";
import { formatDuration } from "./admin-users";

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [59, "59 s"],
    [250, "4 min 10 s"],
    [7500, "2 h 05 min"],
  ])("%d s reads %s", (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
