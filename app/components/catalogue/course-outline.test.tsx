import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CourseOutline } from "./course-outline";

const lessons = [
  { title: "Agency", description: "Who you work for.", topics: ["Duties", "Disclosure & consent"], quizzes: ["Agency quiz"] },
  { title: "Contracts", description: null, topics: ["Offers"], quizzes: [] },
];

describe("CourseOutline", () => {
  const html = renderToStaticMarkup(<CourseOutline lessons={lessons} finalExams={["Final exam A"]} />);

  it("counts the lessons and topics and says there is a final exam", () => {
    expect(html).toContain("2 lessons · 3 topics · final exam");
  });

  it("makes each lesson a closed <details> whose summary numbers it", () => {
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toContain("Lesson 1: Agency");
    expect(html).toContain("Lesson 2: Contracts");
  });

  it("lists a topic as one element, its title escaped, and names a quiz as a quiz for screen readers", () => {
    expect(html).toContain("<li>Duties</li>");
    expect(html).toContain("<li>Disclosure &amp; consent</li>");
    expect(html).toMatch(/<li class="[^"]*"><span class="sr-only">Quiz: <\/span>Agency quiz<\/li>/);
    // Two lessons, three topics and a quiz: one <li> a lesson and one an entry.
    expect(html.match(/<li/g)).toHaveLength(2 + 3 + 1);
  });

  it("shows a lesson's description only when it has one, and the final exam after the lessons", () => {
    expect(html.match(/text-sm text-ink-muted">Who you work for\.<\/p>/g)).toHaveLength(1);
    expect(html.indexOf("Final exam A")).toBeGreaterThan(html.indexOf("Offers"));
  });

  it("says the outline is being prepared when there are no lessons", () => {
    const empty = renderToStaticMarkup(<CourseOutline lessons={[]} finalExams={[]} />);
    expect(empty).toContain("The outline of this course is being prepared.");
    expect(empty).toContain("0 lessons · 0 topics");
  });
});
