import { describe, expect, it } from "vitest";
import {
  changedSince,
  editFields,
  editVersion,
  postedVersion,
  rowVersion,
  staleEdit,
  staleEditMessage,
  staleRow,
  STALE_EDIT_TITLE,
} from "./edit-version";

describe("edit versions (decision 0085)", () => {
  const loaded = {
    title: "Course",
    hours: "3",
    tags: ["a", "b"],
    description: null,
    published: false,
    at: new Date("2026-01-02T03:04:05Z"),
  };

  it("is the same for the same values, whatever their key order, and names every field", () => {
    const version = editVersion(loaded);
    expect(editVersion({ ...loaded })).toBe(version);
    expect(
      editVersion({
        at: new Date("2026-01-02T03:04:05Z"),
        published: false,
        description: null,
        tags: ["a", "b"],
        hours: "3",
        title: "Course",
      }),
    ).toBe(version);
    expect(version.split(".").map((pair) => pair.split(":")[0])).toEqual(["at", "description", "hours", "published", "tags", "title"]);
    // Field names may hold dots' neighbours: a colon in a value never reaches the version.
    expect(editVersion({ title: "a:b.c" })).toMatch(/^title:[0-9a-z]+$/);
  });

  it("names exactly the fields that changed", () => {
    const version = editVersion(loaded);
    expect(changedSince(version, loaded)).toEqual([]);
    expect(changedSince(version, { ...loaded, hours: "4", tags: ["b", "a"] })).toEqual(["hours", "tags"]);
    expect(changedSince(version, { ...loaded, at: new Date("2026-01-02T03:04:06Z") })).toEqual(["at"]);
    // undefined, null and "" are one value (an empty optional field).
    expect(changedSince(version, { ...loaded, description: "" })).toEqual([]);
    // A field the version does not know counts as changed.
    expect(changedSince(version, { ...loaded, extra: 1 })).toEqual(["extra"]);
  });

  it("refuses only a form with an out-of-date version; a form without one is not checked", () => {
    const version = editVersion(loaded);
    expect(staleEdit(version, loaded)).toBeNull();
    expect(staleEdit(null, { ...loaded, title: "x" })).toBeNull();
    const stale = staleEdit(version, { ...loaded, title: "Renamed" })!;
    expect(stale).toEqual({ outcome: "stale", changed: { title: "Renamed" }, version: editVersion({ ...loaded, title: "Renamed" }) });
    expect(staleEdit(stale.version, { ...loaded, title: "Renamed" })).toBeNull();
  });

  it("works on stored rows by the form's fields only", () => {
    const row = { id: 1, title: "T", body: "<p>x</p>", updatedAt: new Date() };
    const version = rowVersion(row, ["title", "body"]);
    expect(staleRow(version, { ...row, updatedAt: new Date(0) }, ["title", "body"])).toBeNull();
    expect(staleRow(version, { ...row, body: "<p>y</p>" }, ["title", "body"])?.changed).toEqual({ body: "<p>y</p>" });
  });

  it("gives a form's version and its stale check from one list of fields", () => {
    type Row = { id: number; title: string; body: string; updatedAt: Date };
    const form = editFields<Row>()(["title", "body"]);
    const row: Row = { id: 1, title: "T", body: "<p>x</p>", updatedAt: new Date() };
    expect(form.fields).toEqual(["title", "body"]);
    expect(form.version(row)).toBe(rowVersion(row, ["title", "body"]));
    const otherColumns: Row = { ...row, id: 2, updatedAt: new Date(0) };
    expect(form.stale(form.version(row), otherColumns)).toBeNull();
    expect(form.stale(form.version(row), { ...row, title: "U" })?.changed).toEqual({ title: "U" });
    expect(form.stale(null, { ...row, title: "U" })).toBeNull();
  });

  it("says what changed, by label, with the saved value", () => {
    const message = staleEditMessage(
      { changed: { title: "New <b>name</b>", hours: "4.5", description: null, featured: true } },
      { title: "Title", hours: "Hours" },
    );
    expect(message).toBe(
      `${STALE_EDIT_TITLE}. Title is now "New name"; Hours is now 4.5; description is now empty; featured is now on. Nothing was saved. Your entries are still in the form: check them against the saved values and save again to keep yours.`,
    );
  });

  it("reads the posted version", () => {
    const form = new FormData();
    expect(postedVersion(form)).toBeNull();
    form.set("editVersion", "title:abc");
    expect(postedVersion(form)).toBe("title:abc");
  });
});
