import { describe, expect, it } from "vitest";
import { isBadRequestTarget, isLegacyDataRequest } from "./request-target.js";

describe("isBadRequestTarget", () => {
  it("lets ordinary and encoded Unicode addresses through", () => {
    for (const target of [
      "/",
      "/course/intro?q=flood+zones",
      "/louisiana-real-estate-courses?q=%C3%A9t%C3%A9",
      "/course-player/%F0%9F%98%80/topic/x",
      "/x?y=%2F%3F",
    ]) {
      expect(isBadRequestTarget(target), target).toBe(false);
    }
  });

  it("refuses a NUL and anything that is not UTF-8", () => {
    for (const target of ["/course/%00", "/louisiana-real-estate-courses?q=a%00b", "/x?q=%E3%80", "/x/%ED%A0%80", "/x?q=%zz"]) {
      expect(isBadRequestTarget(target), target).toBe(true);
    }
  });
});

describe("isLegacyDataRequest", () => {
  it("is true for a ?_data= request, whatever its value", () => {
    for (const target of [
      "/?_data=root",
      "/louisiana-real-estate-courses?q=x&_data=routes%2F_public%2B%2Flouisiana-real-estate-courses",
      "/x?_data",
    ]) {
      expect(isLegacyDataRequest(target), target).toBe(true);
    }
  });

  it("is false for every other address", () => {
    for (const target of ["/", "/_data", "/x?data=1", "/x?q=_data", "/login.data?_routes=root", "/x?a_data=1"]) {
      expect(isLegacyDataRequest(target), target).toBe(false);
    }
  });
});
