// Decision 0095: the copy quotes policy figures from the rule modules that enforce them.
import { describe, expect, it } from "vitest";
import { QUESTION_CSV_HINT, QUESTION_CSV_MAX_BYTES, QUESTION_IMPORT_MESSAGES } from "./question-import";
import { IDLE_TEXTS, IDLE_WARNING_BEFORE_MS, IDLE_WARNING_BEFORE_TEXT } from "./delivery-policy";
import { BROKERAGE_PLANS, planSeatsText, STARTER_SEATS_PER_ENROLLMENT, starterAllowancesText } from "./pricing";
import { starterAllowance } from "./admin-companies";
import { AUDIO_MAX_BYTES, DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, sizeText, UPLOAD_MESSAGES } from "./upload";

describe("size limits as the copy quotes them", () => {
  it("prints whole megabytes, and a part of one with one decimal", () => {
    expect(sizeText(IMAGE_MAX_BYTES)).toBe("5 MB");
    expect(sizeText(DOCUMENT_MAX_BYTES)).toBe("10 MB");
    expect(sizeText(AUDIO_MAX_BYTES)).toBe("200 MB");
    expect(sizeText(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(UPLOAD_MESSAGES.tooLarge).toBe("The image is too large. Images can be at most 5 MB.");
    expect(QUESTION_IMPORT_MESSAGES.tooLarge).toContain(sizeText(QUESTION_CSV_MAX_BYTES));
    expect(QUESTION_CSV_HINT).toBe("At most 2 MB and 1,000 questions.");
  });
});

describe("the idle warning", () => {
  it("quotes the minutes before the limit it is given", () => {
    expect(IDLE_WARNING_BEFORE_TEXT).toBe(`${IDLE_WARNING_BEFORE_MS / 60_000} minutes`);
    expect(IDLE_TEXTS.warningText).toContain(`leave the course in ${IDLE_WARNING_BEFORE_TEXT}.`);
  });
});

describe("brokerage plans", () => {
  it("lists the plans' seats and Starter allowances, the allowance being the one seats rule", () => {
    expect(planSeatsText()).toBe("25, 50 and 100");
    expect(starterAllowancesText()).toBe("5, 10 or 20");
    for (const plan of BROKERAGE_PLANS) expect(plan.starter.courseAllowance).toBe(starterAllowance("starter", plan.seats));
    expect(starterAllowance("starter", 10 * STARTER_SEATS_PER_ENROLLMENT)).toBe(10);
  });
});
