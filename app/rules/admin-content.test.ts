import { describe, expect, it } from "vitest";
import { bundleSchema, completedByMessage, linesToList, missingForPublish, moveInOrder, reorderedIds, slugify } from "./admin-content";
import { contentDataFromPayload, fieldNameOf, parseContentData } from "./content-data";

describe("admin content rules", () => {
  it("makes slugs from titles", () => {
    expect(slugify("Flood Zones & Insurance 101")).toBe("flood-zones-and-insurance-101");
    expect(slugify("  Éthique — Louisiana!  ")).toBe("ethique-louisiana");
  });

  it("lists what stops a course from being published", () => {
    const complete = { lessonsWithContent: 1, unplayableTopics: [], hasFinalExam: true, hasEvaluation: true, hasCertificateTemplate: true };
    expect(missingForPublish(complete)).toEqual([]);
    expect(missingForPublish({ ...complete, lessonsWithContent: 0, hasEvaluation: false, unplayableTopics: ["Intro"] })).toEqual([
      "At least one lesson with a topic",
      'Topic "Intro" has incomplete content',
      "An evaluation",
    ]);
  });

  it("moves an item one place and refuses past either end", () => {
    expect(moveInOrder(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(moveInOrder(["a", "b", "c"], "c", "down")).toBeNull();
    expect(moveInOrder(["a"], "x", "up")).toBeNull();
  });

  it("needs at least 2 distinct courses in a bundle", () => {
    const id = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
    expect(bundleSchema.safeParse({ title: "B", hours: 1, courseIds: [id, id] }).success).toBe(false);
    expect(bundleSchema.safeParse({ title: "B", hours: 1, courseIds: [id, "9b2f5d2e-8c1a-4c3e-9f6b-2a7d1e0c4b5a"] }).success).toBe(true);
  });

  it("words the removal confirmation", () => {
    expect(completedByMessage(12, "topic")).toMatch(/^12 learners have completed this topic/);
    expect(completedByMessage(1, "topic")).toMatch(/^1 learner has completed/);
    expect(completedByMessage(12, "lesson")).toMatch(/^12 learners have completed topics in this lesson\. It will be archived/);
    expect(completedByMessage(1, "lesson")).toMatch(/^1 learner has completed topics in this lesson/);
    expect(completedByMessage(0, "lesson")).toMatch(/removed from the course/);
    expect(linesToList(" a \n\n b\r\n")).toEqual(["a", "b"]);
  });
});

describe("content_data from the editor", () => {
  it("drops blank rows, numbers steps and reads the calculator checkbox", () => {
    const data = contentDataFromPayload("interactive", {
      interaction_type: "math_problem",
      interactive_data: {
        problem_statement: "<p>x</p>",
        correct_answer: "10",
        steps: [{ description: "Add", calculation: "5+5", result: "10" }, { description: "" }],
        show_calculator: "on",
      },
    });
    const parsed = parseContentData("interactive", data);
    expect(parsed.ok && parsed.data.interactive_data).toMatchObject({ steps: [{ step_number: 1 }], show_calculator: true });
  });

  it("names the field of a zod issue in conform's syntax", () => {
    expect(fieldNameOf("interactive_data.cards.0.front")).toBe("interactive_data.cards[0].front");
    expect(fieldNameOf("html")).toBe("html");
  });

  it("refuses an unsupported video and an audio frame from another host", () => {
    expect(parseContentData("video", { video_url: "https://vimeo.com/1" }).ok).toBe(false);
    expect(parseContentData("text_with_audio", { html: "<p>x</p>", audio_url: '<iframe src="https://evil.example/x"></iframe>' }).ok).toBe(
      false,
    );
  });
});

describe("reorderedIds", () => {
  it("accepts a permutation of the current ids and nothing else", () => {
    expect(reorderedIds(["a", "b", "c"], ["c", "a", "b"])).toEqual(["c", "a", "b"]);
    expect(reorderedIds(["a", "b", "c"], ["a", "a", "b"])).toBeNull(); // c would be lost
    expect(reorderedIds(["a", "b", "c"], ["a", "b"])).toBeNull();
    expect(reorderedIds(["a", "b", "c"], ["a", "b", "d"])).toBeNull();
  });
});
