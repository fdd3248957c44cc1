// Topic content as the player sees it (requirements learning-data-fields, progress-unlocking-and-quiz-flow, learning-validation-rules): every seeded topic turns into a view, a math
// problem's answers, steps, hint and after_text never leave the server in that view, and
// `checkMathAnswer` grades the seeded problems.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import type { MathProblem } from "~/rules/content-data";
import { getDb, schema } from "~/db.server";
import { MATH_ANSWER_PLACEHOLDER } from "~/rules/math-answer";
import { checkMathAnswer, toTopicView, type MathCheckResult } from "~/models/catalogue/topic-content.server";

type TopicRow = typeof schema.lessonTopics.$inferSelect;

let topics: TopicRow[];
const byId = (id: string) => {
  const topic = topics.find((t) => t.id === id);
  if (!topic) throw new Error(`topic ${id} not seeded`);
  return topic;
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const mathTopics = () => topics.filter((t) => t.contentData.interaction_type === "math_problem");
const problemOf = (topic: TopicRow) => topic.contentData.interactive_data as MathProblem;

beforeAll(async () => {
  await seed(getDb());
  topics = await getDb().select().from(schema.lessonTopics);
});

describe("toTopicView never leaks a math problem's answers", () => {
  it("covers at least the seeded single- and multi-answer problems", () => {
    expect(mathTopics().length).toBeGreaterThanOrEqual(7);
    expect(mathTopics().some((t) => (problemOf(t).multi_answer?.length ?? 0) > 1)).toBe(true);
  });

  it("keeps correct answers, every step, the hint and after_text out of every math view", () => {
    for (const topic of mathTopics()) {
      const problem = problemOf(topic);
      const view = toTopicView(topic);
      // The required placeholder ("e.g., 125000.00") contains digits of its own; ids are random hex.
      const json = JSON.stringify({ ...view, id: "", lessonId: "" }).replaceAll(MATH_ANSWER_PLACEHOLDER, "");
      const secrets = [
        ...(problem.correct_answer ? [problem.correct_answer] : []),
        ...(problem.multi_answer ?? []).map((part) => part.value),
      ].flatMap((answer) => [answer, answer.replace(/,/g, ""), String(Number(answer.replace(/[$,]/g, "")))]);
      expect(secrets.length, topic.title).toBeGreaterThan(0);
      for (const step of problem.steps ?? []) secrets.push(step.calculation ?? "", step.result ?? "");
      if (problem.hint) secrets.push(problem.hint);
      if (topic.contentData.after_text) secrets.push(topic.contentData.after_text.replace(/<[^>]+>/g, ""));
      // A step may restate a given ("$210,000" from the statement); only what the statement lacks is secret.
      for (const secret of secrets.filter((s) => s.length >= 3 && !problem.problem_statement.includes(s))) {
        expect(json, `${topic.title} leaks ${secret}`).not.toContain(secret);
      }
      expect(json).not.toMatch(/correct_?answer|multi_?answer|"steps"|"hint"|"solution"/i);
      expect(view.afterText).toBe("");
      // What the learner does need is there.
      expect(view.interactive).toMatchObject({ type: "math_problem" });
      if (view.interactive?.type !== "math_problem") throw new Error("not a math view");
      expect(view.interactive.problemStatement.length).toBeGreaterThan(20);
      expect(view.interactive.answerFields).toHaveLength(problem.multi_answer?.length || 1);
    }
  });

  it("labels the parts of a multi-part answer and uses the required placeholder", () => {
    const view = toTopicView(byId(QUICK_COURSE_IDS.topicIdsByType.mathMulti));
    expect(view.interactive).toEqual({
      type: "math_problem",
      problemStatement: expect.stringContaining("A home in Monroe sells for $220,000"),
      answerFields: [
        { name: "answer-0", label: "Listing brokerage", placeholder: "Enter your answer (e.g., 125000.00)" },
        { name: "answer-1", label: "Selling brokerage", placeholder: "Enter your answer (e.g., 125000.00)" },
      ],
      showCalculator: false,
    });
  });
});

describe("toTopicView", () => {
  it("gives every seeded topic a view with sanitised, non-empty content", () => {
    for (const topic of topics) {
      const view = toTopicView(topic);
      expect(view.id).toBe(topic.id);
      const hasContent = view.html !== "" || view.video !== null || view.audio !== null || view.interactive !== null;
      expect(hasContent, topic.title).toBe(true);
      expect(view.interactive?.type, topic.title).not.toBe("misconfigured");
      expect(JSON.stringify(view)).not.toMatch(/<script|onerror=|onload=|javascript:/i);
    }
  });

  it("embeds the quick course's YouTube watch and short links", () => {
    const { video, textWithVideo } = QUICK_COURSE_IDS.topicIdsByType;
    expect(toTopicView(byId(video)).video).toEqual({
      url: "https://www.youtube.com/watch?v=Hn4vT8cKp2A",
      source: { kind: "youtube", videoId: "Hn4vT8cKp2A", embedUrl: "https://www.youtube-nocookie.com/embed/Hn4vT8cKp2A?rel=0" },
      aspectRatio: "16 / 9",
      description: expect.stringContaining("Three short role-plays"),
    });
    const withText = toTopicView(byId(textWithVideo));
    expect(withText.video?.source).toMatchObject({ kind: "youtube", videoId: "Q7bXr2mLs4E" });
    expect(withText.html).toContain("Known material defects are never confidential.");
    expect(toTopicView(byId(video)).afterText).toContain("notice the exact moment");
  });

  it("plays the quick course's audio as a file and SoundCloud links through the SoundCloud player", () => {
    expect(toTopicView(byId(QUICK_COURSE_IDS.topicIdsByType.textWithAudio)).audio).toEqual({
      kind: "file",
      src: "/audio/louisiana-agency-summary.mp3",
      description: "Audio summary of Louisiana agency rules.",
    });
    const soundCloud = topics.find((t) => t.contentData.audio_url?.includes("soundcloud.com"));
    expect(soundCloud).toBeDefined();
    const audio = toTopicView(soundCloud!).audio;
    expect(audio?.kind).toBe("soundcloud");
    expect(audio && "embedUrl" in audio && new URL(audio.embedUrl).origin).toBe("https://w.soundcloud.com");
  });

  it("keeps flashcards, layers and REX activity data", () => {
    const { flashcards, progressiveDisclosure, rexActivity } = QUICK_COURSE_IDS.topicIdsByType;
    const cards = toTopicView(byId(flashcards));
    expect(cards.interactive).toMatchObject({ type: "flashcards" });
    expect(cards.interactive?.type === "flashcards" && cards.interactive.cards[0]).toEqual({
      front: "Client",
      back: "A person the licensee represents and owes the statutory duties to.",
    });
    const layers = toTopicView(byId(progressiveDisclosure));
    expect(layers.interactive?.type === "progressive_disclosure" && layers.interactive.layers.map((l) => l.buttonText)).toEqual([
      "Who must consent?",
      "How is consent given?",
      "When must it be signed?",
    ]);
    expect(layers.afterText).toBe("<p><strong>Remember:</strong> informed, written and before you act for both sides.</p>");
    const rex = toTopicView(byId(rexActivity));
    expect(rex.interactive).toMatchObject({
      type: "rex_activity",
      topics: [{ id: "presumption", text: "Louisiana's agency presumption" }, { id: "pamphlet" }],
      reflectionQuestions: [{ id: "r1", question: "Whom do you represent in each scenario, and why?" }, { id: "r2" }],
    });
  });

  it("normalises aliases and sanitises stored HTML and iframe strings", () => {
    const base = byId(QUICK_COURSE_IDS.topicIds[0]);
    const row = (contentType: TopicRow["contentType"], contentData: Record<string, unknown>): TopicRow => ({
      ...base,
      contentType,
      contentData: contentData as TopicRow["contentData"],
    });

    const video = toTopicView(
      row("video", { videoUrl: "https://youtu.be/abcdefghijk", description: "<b>Hi</b><script>x()</script>", video_aspect: "4:3" }),
    );
    expect(video.video).toMatchObject({
      source: { kind: "youtube", videoId: "abcdefghijk" },
      description: "<b>Hi</b>",
      aspectRatio: "4 / 3",
    });
    expect(toTopicView(row("video", { video_url: "javascript:alert(1)" })).video?.source).toEqual({ kind: "unsupported", href: null });
    expect(toTopicView(row("video", {})).video).toBeNull();

    expect(toTopicView(row("text_with_audio", { audioUrl: "https://cdn.example.com/a.mp3" })).audio).toMatchObject({ kind: "file" });
    expect(toTopicView(row("text_with_audio", { audio_file_url: "podcasts/ep1.mp3" })).audio).toMatchObject({
      kind: "file",
      src: "/uploads/podcasts/ep1.mp3",
    });
    const iframe = toTopicView(
      row("text_with_audio", {
        audio_url: '<iframe src="https://w.soundcloud.com/player/?url=x" onload="alert(1)" srcdoc="<b>"></iframe>',
      }),
    ).audio;
    expect(iframe).toMatchObject({ kind: "iframe" });
    expect(iframe && "html" in iframe && iframe.html).not.toMatch(/onload|srcdoc/);
    expect(toTopicView(row("text_with_audio", { audio_url: '<iframe src="https://evil.example/x"></iframe>' })).audio).toBeNull();

    expect(toTopicView(row("text", { text: "Line one\nline <two>\n\nSecond & last" })).html).toBe(
      "<p>Line one<br />line &lt;two&gt;</p><p>Second &amp; last</p>",
    );
    expect(toTopicView(row("text", { html: '<p onclick="x()">Hi</p><img src="x.png" onerror="y()">' })).html).toBe(
      '<p>Hi</p><img src="/uploads/x.png" loading="lazy" />',
    );
    expect(toTopicView(row("text", {})).html).toBe("");
    expect(toTopicView(row("text", { html: "<p>x</p>", after_text: "<p>After<script>1</script></p>" })).afterText).toBe("<p>After</p>");

    expect(toTopicView(row("interactive", { interaction_type: "quiz_game", interactive_data: {} })).interactive).toEqual({
      type: "misconfigured",
      interactionType: "quiz_game",
    });
    expect(toTopicView(row("interactive", {})).interactive).toEqual({ type: "misconfigured", interactionType: null });
    expect(
      toTopicView(row("interactive", { interaction_type: "math_problem", interactive_data: { problem_statement: "No answer" } }))
        .interactive,
    ).toEqual({
      type: "misconfigured",
      interactionType: "math_problem",
    });
    expect(toTopicView(row("interactive", { interaction_type: "flashcards", interactive_data: { cards: [] } })).interactive).toEqual({
      type: "flashcards",
      cards: [],
    });
    expect(
      toTopicView(
        row("interactive", {
          interaction_type: "progressive_disclosure",
          interactive_data: { layers: [{ buttonText: "Open", content: "<p>x</p>" }] },
        }),
      ).interactive,
    ).toEqual({ type: "progressive_disclosure", layers: [{ id: "1", buttonText: "Open", content: "<p>x</p>" }] });
  });
});

describe("checkMathAnswer", () => {
  const single = () => byId(QUICK_COURSE_IDS.topicIdsByType.mathSingle);
  const multi = () => byId(QUICK_COURSE_IDS.topicIdsByType.mathMulti);

  it("grades every seeded problem's own answer as correct and a wrong one as incorrect", () => {
    for (const topic of mathTopics()) {
      const problem = problemOf(topic);
      const answers = problem.multi_answer?.map((part) => part.value) ?? [problem.correct_answer!];
      const right = Object.fromEntries(answers.map((value, i) => [`answer-${i}`, `$${value}`]));
      expect(checkMathAnswer(topic, form(right)).status, topic.title).toBe("correct");
      const wrong = Object.fromEntries(answers.map((value, i) => [`answer-${i}`, String(Number(value.replace(/,/g, "")) + 1)]));
      expect(checkMathAnswer(topic, form(wrong)).status, topic.title).toBe("incorrect");
    }
  });

  it("accepts the single answer within 0.1, with $ and commas, and reveals the solution with it", () => {
    const result = checkMathAnswer(single(), form({ "answer-0": "$3,240.05" }));
    expect(result).toEqual({
      topicId: single().id,
      given: ["$3,240.05"],
      status: "correct",
      solution: {
        answers: [{ label: null, value: "3,240.00" }],
        steps: [
          { stepNumber: 1, description: "Total commission", calculation: "$180,000 × 0.06", result: "$10,800.00" },
          { stepNumber: 2, description: "Listing brokerage's half", calculation: "$10,800.00 × 0.50", result: "$5,400.00" },
          { stepNumber: 3, description: "Listing agent's 60%", calculation: "$5,400.00 × 0.60", result: "$3,240.00" },
        ],
        afterText: "<p>The broker keeps the other 40% of the half: $2,160.00.</p>",
      },
    });
  });

  it("answers a wrong answer with the hint only — no solution", () => {
    const result = checkMathAnswer(single(), form({ "answer-0": "3240.10" }));
    expect(result).toEqual({
      topicId: single().id,
      given: ["3240.10"],
      status: "incorrect",
      hint: "Total commission first, then the brokerage's half, then the agent's 60% of that half.",
      canShowSolution: true,
    });
    expect(JSON.stringify(result)).not.toContain("3,240.00");
  });

  it("needs both parts of the multi-part answer, in order", () => {
    expect(checkMathAnswer(multi(), form({ "answer-0": "6600", "answer-1": "4,400" })).status).toBe("correct");
    expect(checkMathAnswer(multi(), form({ "answer-0": "6600", "answer-1": "4500" })).status).toBe("incorrect");
    expect(checkMathAnswer(multi(), form({ "answer-0": "4400", "answer-1": "6600" })).status).toBe("incorrect");
  });

  it("reveals the solution on request without an answer", () => {
    const result = checkMathAnswer(multi(), form({ reveal: "1" }));
    expect(result.status).toBe("solution");
    expect(result.status === "solution" && result.solution.answers).toEqual([
      { label: "Listing brokerage", value: "6,600.00" },
      { label: "Selling brokerage", value: "4,400.00" },
    ]);
  });

  it("refuses blank, non-numeric and over-long answers without grading them", () => {
    const invalid = (result: MathCheckResult) => (result.status === "invalid" ? result : null);
    expect(invalid(checkMathAnswer(single(), form({ "answer-0": "  " })))).toMatchObject({
      message: "Enter your answer.",
      fieldErrors: { "answer-0": "Enter your answer." },
    });
    expect(invalid(checkMathAnswer(single(), form({})))).toMatchObject({ fieldErrors: { "answer-0": "Enter your answer." } });
    expect(invalid(checkMathAnswer(multi(), form({ "answer-0": "6600" })))).toMatchObject({
      message: "Enter an answer in every box.",
      fieldErrors: { "answer-1": "Enter your answer." },
    });
    expect(invalid(checkMathAnswer(single(), form({ "answer-0": "about 3000" })))).toMatchObject({
      fieldErrors: { "answer-0": "Enter a number, for example 125000.00." },
    });
    expect(invalid(checkMathAnswer(single(), form({ "answer-0": "1".repeat(41) })))).toMatchObject({
      fieldErrors: { "answer-0": "That answer is too long." },
    });
    expect(invalid(checkMathAnswer(single(), form({ reveal: "yes" })))).toMatchObject({ message: "Please check your answers." });
  });

  it("refuses to check a topic that is not a math problem", async () => {
    const [text] = await getDb().select().from(schema.lessonTopics).where(eq(schema.lessonTopics.id, QUICK_COURSE_IDS.topicIds[0]));
    expect(checkMathAnswer(text, form({ "answer-0": "1" }))).toEqual({
      topicId: text.id,
      given: [],
      status: "invalid",
      message: "This topic has no math problem to check.",
      fieldErrors: {},
    });
  });
});
