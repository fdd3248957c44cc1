import { describe, expect, it } from "vitest";
import { FORM_ERRORS, readForm, storableText } from "./form.server";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/x", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { data, init } = error as { data: unknown; init: { status: number } };
    return { status: init.status, message: data };
  }
  throw new Error("not refused");
}

describe("readForm", () => {
  it("reads a URL-encoded and a multipart form, dropping NUL and lone surrogates", async () => {
    const form = await readForm(post(new URLSearchParams({ name: "Ann\u0000e", note: "a\uD800b" }), "application/x-www-form-urlencoded"));
    expect(form.get("name")).toBe("Anne");
    expect(form.get("note")).toBe("a\uFFFDb");
    const multipart = new FormData();
    multipart.set("name", "Zoë 😀");
    expect((await readForm(new Request("http://localhost/x", { method: "POST", body: multipart }))).get("name")).toBe("Zoë 😀");
  });

  it("answers 415 for anything but a form, and 400 for a form it cannot read", async () => {
    for (const [body, type] of [
      ['{"a":1}', "application/json"],
      ["hello", "text/plain"],
      ["<a/>", "application/xml"],
      [null, undefined],
    ] as const) {
      expect(await refusal(readForm(post(body, type)))).toEqual({ status: 415, message: FORM_ERRORS.unsupported });
    }
    const broken = post("--nope\r\nContent-Disposition: form-data; name=a\r\n\r\nx", "multipart/form-data; boundary=other");
    expect(await refusal(readForm(broken))).toEqual({ status: 400, message: FORM_ERRORS.unreadable });
  });

  it("keeps ordinary text as it is", () => {
    expect(storableText("Café — 5 ★")).toBe("Café — 5 ★");
  });
});
