import { describe, expect, it } from "vitest";
import { TEMPLATE_MESSAGES, templateIntentOf } from "./certificate-template";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const COURSE = "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";

describe("templateIntentOf", () => {
  it("reads save (also a form without an intent), preview with its course type, link and unlink with a course", () => {
    expect(templateIntentOf(formOf({ intent: "save" }))).toEqual({ ok: true, value: { intent: "save" } });
    expect(templateIntentOf(formOf({ name: "x" }))).toEqual({ ok: true, value: { intent: "save" } });
    expect(templateIntentOf(formOf({ intent: "preview", previewCourseType: "Pre-licensing" }))).toEqual({
      ok: true,
      value: { intent: "preview", previewCourseType: "Pre-licensing" },
    });
    expect(templateIntentOf(formOf({ intent: "preview", previewCourseType: "Bogus" }))).toEqual({
      ok: true,
      value: { intent: "preview", previewCourseType: "Continuing Education" },
    });
    expect(templateIntentOf(formOf({ intent: "link", courseId: COURSE.toUpperCase() }))).toEqual({
      ok: true,
      value: { intent: "link", courseId: COURSE },
    });
    expect(templateIntentOf(formOf({ intent: "unlink", courseId: COURSE }))).toMatchObject({ ok: true });
  });

  it("refuses an unknown intent, and a link or unlink without a course", () => {
    expect(templateIntentOf(formOf({ intent: "delete-everything" }))).toEqual({ ok: false, message: TEMPLATE_MESSAGES.unknownIntent });
    expect(templateIntentOf(formOf({ intent: "" }))).toEqual({ ok: false, message: TEMPLATE_MESSAGES.unknownIntent });
    expect(templateIntentOf(formOf({ intent: "link" }))).toEqual({ ok: false, message: TEMPLATE_MESSAGES.chooseCourse });
    expect(templateIntentOf(formOf({ intent: "unlink", courseId: "nope" }))).toEqual({
      ok: false,
      message: TEMPLATE_MESSAGES.chooseCourse,
    });
  });
});
