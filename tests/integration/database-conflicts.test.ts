// Decision 0055: a foreign-key (23503) or unique (23505) violation that still reaches a loader's or
// action's edge answers 400/409 with a message — in one place, the wrapper server.js puts around
// every route of the build (withDatabaseConflictAnswers) — never a 500. The violations here are real
// ones from the database driver in use (PGlite or postgres.js), so the error shapes are the real ones.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { data } from "@remix-run/node";
import { DATABASE_CONFLICT_MESSAGES, databaseConflict, withDatabaseConflictAnswers, withRouteAnswers } from "~/utils/http.server";
import { reply } from "../learners";

const { courses, courseLessons, certificateTemplates, courseCertificateTemplates } = schema;
const MISSING = "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a13";

let n = 0;
async function course() {
  const [row] = await getDb()
    .insert(courses)
    .values({ title: `Conflict ${++n}`, slug: `conflict-${n}-${Date.now()}`, hours: 1, courseType: "Continuing Education" })
    .returning({ id: courses.id, slug: courses.slug });
  return row!;
}

/** A build of one route whose action runs `run`, wrapped as server.js wraps the real one. */
function routeAction(run: () => Promise<unknown>) {
  const build = withDatabaseConflictAnswers({ routes: { "routes/x": { id: "routes/x", module: { action: run, loader: run } } } });
  const { action, loader } = build.routes["routes/x"]!.module;
  return {
    action: () => reply(() => Promise.resolve((action as () => unknown)())),
    loader: () => reply(() => Promise.resolve((loader as () => unknown)())),
  };
}

describe("foreign-key and unique violations at the edge", () => {
  it("a write naming a row that is gone: 400 with a message", async () => {
    const { id } = await course();
    const route = routeAction(() => getDb().insert(courseLessons).values({ courseId: id, lessonId: MISSING, orderIndex: 0 }));
    expect(await route.action()).toMatchObject({ status: 400, data: DATABASE_CONFLICT_MESSAGES.missingReference });
    expect(await route.loader()).toMatchObject({ status: 400, data: DATABASE_CONFLICT_MESSAGES.missingReference });
  });

  it("a duplicate: 409 with a message", async () => {
    const { slug } = await course();
    const route = routeAction(() => getDb().insert(courses).values({ title: "Twin", slug, hours: 1, courseType: "Continuing Education" }));
    expect(await route.action()).toMatchObject({ status: 409, data: DATABASE_CONFLICT_MESSAGES.duplicate });
  });

  it("removing a row still in use: 409 with a message", async () => {
    const { id } = await course();
    const [template] = await getDb()
      .insert(certificateTemplates)
      .values({ name: `In use ${++n}`, layout: { heading: "Certificate", body: "", accentColor: "#1d4ed8", showQrCode: true } })
      .returning({ id: certificateTemplates.id });
    await getDb().insert(courseCertificateTemplates).values({ courseId: id, templateId: template!.id });
    const route = routeAction(() => getDb().delete(certificateTemplates).where(eq(certificateTemplates.id, template!.id)));
    expect(await route.action()).toMatchObject({ status: 409, data: DATABASE_CONFLICT_MESSAGES.stillInUse });
  });

  it("any other error is left as it was (a 500 the Health Monitor records)", async () => {
    const boom = new Error("boom");
    const route = routeAction(() => Promise.reject(boom));
    await expect(route.action()).rejects.toBe(boom);
    expect(databaseConflict(new Error("x"))).toBeNull();
    expect(databaseConflict(Object.assign(new Error("x"), { code: "40P01" }))).toBeNull();
  });

  it("answers as they were when nothing fails", async () => {
    const route = routeAction(async () => ({ ok: true }));
    expect(await route.action()).toMatchObject({ status: 200, data: { ok: true } });
  });
});

// Decision 0076: Remix answers a `data()` thrown by a route without a page as "Unexpected Server Error";
// the build server.js serves (withRouteAnswers) rethrows it as a Response with its message.
describe("a route without a page keeps its refusal's message", () => {
  const resource = (run: () => Promise<unknown>, page?: () => null) =>
    withRouteAnswers({ routes: { "routes/x": { id: "routes/x", module: { action: run, ...(page ? { default: page } : {}) } } } }).routes[
      "routes/x"
    ]!.module.action as () => Promise<unknown>;
  const thrown = async (run: () => Promise<unknown>) =>
    run().then(
      () => expect.unreachable(),
      (error: unknown) => error,
    );

  it("a database conflict: 409 and its message as text", async () => {
    const { slug } = await course();
    const error = await thrown(
      resource(() => getDb().insert(courses).values({ title: "Twin", slug, hours: 1, courseType: "Continuing Education" })),
    );
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(409);
    expect(await (error as Response).text()).toBe(DATABASE_CONFLICT_MESSAGES.duplicate);
  });

  it("a thrown data(): its status, headers and message; an object as JSON", async () => {
    const text = (await thrown(
      resource(async () => Promise.reject(data("User not found", { status: 404, headers: { "X-A": "1" } }))),
    )) as Response;
    expect([text.status, text.headers.get("X-A"), text.headers.get("Content-Type"), await text.text()]).toEqual([
      404,
      "1",
      "text/plain; charset=utf-8",
      "User not found",
    ]);
    const json = (await thrown(resource(async () => Promise.reject(data({ error: "Bad" }, { status: 400 }))))) as Response;
    expect([json.status, await json.json()]).toEqual([400, { error: "Bad" }]);
  });

  it("leaves a page's refusals (its error boundary shows them) and other errors as they were", async () => {
    const refusal = data("Nope", { status: 404 });
    expect(
      await thrown(
        resource(
          () => Promise.reject(refusal),
          () => null,
        ),
      ),
    ).toBe(refusal);
    const boom = new Error("boom");
    expect(await thrown(resource(() => Promise.reject(boom)))).toBe(boom);
  });
});
