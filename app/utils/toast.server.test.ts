import { describe, expect, it } from "vitest";
import { createToastHeader, getToast } from "./toast.server";

const withCookie = (cookie: string | null) => new Request("http://localhost/", cookie ? { headers: { Cookie: cookie } } : {});

describe("getToast", () => {
  it("reads nothing and clears nothing without a toast cookie", async () => {
    for (const cookie of [null, "__session=abc; theme=dark", "mytoast=1"]) {
      const { toast, headers } = await getToast(withCookie(cookie));
      expect(toast).toBeNull();
      expect(headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("reads the flashed toast once and clears its cookie", async () => {
    const setCookie = await createToastHeader({ type: "success", title: "Saved" });
    const { toast, headers } = await getToast(withCookie(`theme=dark; ${setCookie.split(";")[0]}`));
    expect(toast).toMatchObject({ type: "success", title: "Saved" });
    expect(headers.get("Set-Cookie")).toMatch(/^toast=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("clears a toast cookie it cannot read", async () => {
    const { toast, headers } = await getToast(withCookie("toast=forged"));
    expect(toast).toBeNull();
    expect(headers.get("Set-Cookie")).toMatch(/^toast=;/);
  });
});
