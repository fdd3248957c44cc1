// /contact (requirements public-pages-and-routes, access-and-subscription-states, public-validation-rules, public-error-texts, business-constants), with JavaScript and without.
import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNoJs, TEST_CLIENT_ADDRESS_HEADER, useOwnAddress } from "./helpers";

// The seeded site settings (db/seed/settings.ts).
const SCHOOL_EMAIL = "support@pelicanrealestateschool.com";
const ADDRESS = "4521 Jamestown Avenue, Suite 210, Baton Rouge, LA 70808";

const MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 5 characters",
  professionalStatus: "Please select your professional status",
  message: "Message must be at least 10 characters",
};

const unique = (testInfo: TestInfo, label: string) => `${label} ${testInfo.project.name} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

// Each test sends from an address of its own, so the per-address limit (5 messages an hour) of one
// test never touches another. The tests run offline: the map frame gets a stand-in page instead of
// OpenStreetMap.
test.beforeEach(async ({ page, context }) => {
  await useOwnAddress(context);
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=en><title>Map</title><p>Map stand-in</p></html>" }),
  );
});

const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });

async function fillValid(page: Page, fields: { name: string; email: string; subject: string; message: string }) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(fields.name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(fields.email);
  await page.getByRole("textbox", { name: "Phone (optional)", exact: true }).fill("(225) 555-0123");
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill(fields.subject);
  await page.getByRole("radio", { name: "Broker" }).check();
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(fields.message);
}

test("the page shows the hero, the school's details, the response time, social links and the lazy map", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact Us | Pelican Real Estate School");
  await expect(page.getByRole("heading", { level: 1, name: "We're here to help" })).toBeVisible();

  const details = page.getByRole("complementary", { name: "Get in Touch" });
  await expect(details.getByText(ADDRESS)).toBeVisible();
  await expect(details.getByRole("link", { name: SCHOOL_EMAIL })).toHaveAttribute("href", `mailto:${SCHOOL_EMAIL}`);
  await expect(details.getByRole("link", { name: "(225) 555-0140" })).toHaveAttribute("href", "tel:2255550140");
  await expect(details.getByText("We respond to every message within 24 hours.")).toBeVisible();
  await expect(details.getByText("Office hours: Monday–Friday, 8:00 a.m.–5:00 p.m. Central")).toBeVisible();
  for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
    await expect(details.getByRole("link", { name: new RegExp(`^${network}`) })).toHaveAttribute("target", "_blank");
  }

  // requirement business-constants: the message box is at least 120 px high, the map placeholder 400 px.
  expect(await page.getByRole("textbox", { name: "Message", exact: true }).evaluate((el) => getComputedStyle(el).minHeight)).toBe("120px");
  const map = page.getByTestId("map");
  await map.scrollIntoViewIfNeeded();
  expect((await map.boundingBox())?.height).toBe(400);
  // Useful before (and without) the frame: the address and a link that opens the map.
  await expect(page.getByTestId("map-placeholder")).toContainText(ADDRESS);
  await expect(page.getByRole("link", { name: /Open the map in OpenStreetMap/ })).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(ADDRESS)}`,
  );
  const frame = page.getByTitle(`Map showing ${ADDRESS}`);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  // The Content-Security-Policy lets exactly this frame load.
  await expect(page.frameLocator(`iframe[title="Map showing ${ADDRESS}"]`).getByText("Map stand-in")).toBeVisible();

  await expectAccessible(page);
});

test("each field's message of requirement public-validation-rules shows for bad input, and what was typed stays", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const subject = unique(testInfo, "Hi");
  await page.goto("/contact");
  // An empty form: every required field explains itself.
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of Object.values(MESSAGES)) {
    await expect(form(page).getByRole("alert").filter({ hasText: message })).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-describedby", /name-error/);

  // Too-short values and a malformed address (each passes the browser's own checks, so the rules decide).
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("A");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("someone@example");
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Help");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of Object.values(MESSAGES)) {
    await expect(form(page).getByRole("alert").filter({ hasText: message })).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("A");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("someone@example");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Too short");
  await expectAccessible(page);

  // Fixing a field clears its message; the others stay until fixed.
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
  await page.getByRole("radio", { name: "Licensed Agent" }).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByText(MESSAGES.subject)).toHaveCount(0);
  await expect(form(page).getByText(MESSAGES.professionalStatus)).toHaveCount(0);
  await expect(form(page).getByText(MESSAGES.name)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Licensed Agent" })).toBeChecked();

  // Nothing was sent.
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Local mailbox" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);
});

test("the first submit after typing bad values shows all five messages, the professional status's too", async ({ page }) => {
  await page.goto("/contact");
  // Typed straight into each box and then the button pressed: leaving the message box for the
  // button must not move the button away (decision 0020), and the untouched radio group is checked too.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("A");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("someone@example");
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Help");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of Object.values(MESSAGES)) {
    await expect(form(page).getByRole("alert").filter({ hasText: message })).toBeVisible();
  }
  const status = page.getByRole("group", { name: /Professional Status/ });
  await expect(status).toHaveAttribute("aria-describedby", /professionalStatus-error/);
  for (const label of ["Licensed Agent", "Broker", "Not Yet Licensed"]) {
    await expect(status.getByRole("radio", { name: label })).toHaveAttribute("aria-invalid", "true");
  }
});

test("a valid message is sent: Sending..., success toast, the form resets, and the school gets it in the mailbox", async ({
  page,
}, testInfo) => {
  const subject = unique(testInfo, "Brokerage plan question");
  const sender = `sender-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/contact");
  await fillValid(page, { name: "Delphine Robichaux", email: sender, subject, message: "Do you offer a plan for 30 agents?" });

  if (isNoJs(testInfo)) {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  } else {
    // Hold the answer to see the submitting state (requirement access-and-subscription-states), then let it through.
    let release!: () => void;
    let heldPosts = 0;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data**", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      heldPosts++;
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await expect.poll(() => heldPosts).toBe(1); // the button may say Sending... before the POST reaches the route
    release();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  }

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Message Sent");
  await expect(toast).toContainText("Thanks for reaching out — we'll reply within 24 hours.");
  // The form is empty again.
  for (const label of ["Name", "Email", "Phone (optional)", "Subject", "Message"]) {
    await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue("");
  }
  for (const status of ["Licensed Agent", "Broker", "Not Yet Licensed"]) {
    await expect(page.getByRole("radio", { name: status })).not.toBeChecked();
  }
  await expect(form(page).getByRole("alert")).toHaveCount(0);

  // The school's copy, replying to the sender, in the local mailbox.
  const row = page.getByRole("listitem").filter({ hasText: SCHOOL_EMAIL }).filter({ hasText: subject });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText("contact_message");
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: `Contact form: ${subject}` })).toBeVisible();
  const text = page.getByRole("region", { name: "Plain-text version" });
  await expect(text).toContainText("Name: Delphine Robichaux");
  await expect(text).toContainText(`Email: ${sender}`);
  await expect(text).toContainText("Phone: (225) 555-0123");
  await expect(text).toContainText("Professional status: Broker");
  await expect(text).toContainText("Message: Do you offer a plan for 30 agents?");
});

test("a refused message keeps what was typed and shows the error toast", async ({ page }, testInfo) => {
  // Too many messages from one address (5 an hour) is a real refusal by the server.
  const ip = await useOwnAddress(page.context());
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post("/contact", {
      headers: { [TEST_CLIENT_ADDRESS_HEADER]: ip },
      form: {
        name: "Quick Sender",
        email: "quick@example.com",
        subject: `Filler ${i} ${ip}`,
        professionalStatus: "agent",
        message: "Filling up the hourly allowance.",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  }
  // The refusal says when to try again (Retry-After), on the page and on the JavaScript data answer.
  for (const path of ["/contact", "/contact.data"]) {
    const refused = await page.request.post(path, {
      headers: { [TEST_CLIENT_ADDRESS_HEADER]: ip },
      form: {
        name: "Quick Sender",
        email: "quick@example.com",
        subject: `One more ${ip}`,
        professionalStatus: "agent",
        message: "Filling up the hourly allowance.",
      },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  }
  // Those answers left a success toast in a cookie for the next page; this test is not about them.
  await page.context().clearCookies();
  const subject = unique(testInfo, "One too many");
  await page.goto("/contact");
  await fillValid(page, { name: "Delphine Robichaux", email: "delphine@example.com", subject, message: "This one should be refused." });
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByTestId("toast")).toContainText("Message Not Sent");
  await expect(form(page).getByRole("alert")).toContainText(/Too many attempts\. Please try again in \d+ minutes?\./);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Delphine Robichaux");
  await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(subject);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("This one should be refused.");
  await expect(page.getByRole("radio", { name: "Broker" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("the contact page fits a 320 px screen", async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/contact");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});
