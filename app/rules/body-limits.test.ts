import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimitFor, FORM_MAX_BYTES, routePath } from "./body-limits";
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "./upload";
import { IMPORT_MAX_BYTES } from "./user-csv";

describe("bodyLimitFor", () => {
  it("gives each upload its kind's limit plus the form around it", () => {
    expect(bodyLimitFor("/student/profile")).toMatchObject({
      maxBytes: 2 * IMAGE_MAX_BYTES + FORM_MAX_BYTES,
      message: UPLOAD_MESSAGES.tooLarge,
    });
    expect(bodyLimitFor("/company-dashboard/users/import").maxBytes).toBe(IMPORT_MAX_BYTES + FORM_MAX_BYTES);
    expect(bodyLimitFor("/admin/companies/6f9619ff-8b86-d011-b42d-00c04fc964ff/users/import").maxBytes).toBe(
      IMPORT_MAX_BYTES + FORM_MAX_BYTES,
    );
    expect(bodyLimitFor("/admin/lessons/abc/topics").maxBytes).toBeGreaterThan(AUDIO_MAX_BYTES);
    expect(bodyLimitFor("/admin/certificates/new/preview.pdf").path).toBe("/admin/certificates/:id/preview.pdf");
  });

  it("reads a single-fetch data request and a trailing slash as the page's address", () => {
    expect(routePath("/student/profile.data")).toBe("/student/profile");
    expect(routePath("/_root.data")).toBe("/");
    expect(routePath("/contact/")).toBe("/contact");
    expect(bodyLimitFor("/admin/media.data").path).toBe("/admin/media");
  });

  it("keeps every other form small, the signed-out ones included", () => {
    for (const path of ["/login", "/contact", "/", "/student", "/course/x", "/company-dashboard/users/new", "/student/profile/x"]) {
      expect(bodyLimitFor(path).maxBytes, path).toBe(FORM_MAX_BYTES);
    }
    expect(bodyLimitFor("/admin/settings").maxBytes).toBeLessThan(IMAGE_MAX_BYTES);
  });

  it("ends with an entry for every address, and every message is a sentence", () => {
    expect(BODY_LIMITS.at(-1)!.path).toBe("/**");
    for (const limit of BODY_LIMITS) expect(limit.message, limit.path).toMatch(/^[A-Z].*\.$/);
  });
});
