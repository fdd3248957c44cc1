import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { z } from "zod";
import { AudioPreferencesPopover, useAudioPreferences } from "~/components/player/audio-preferences";
import { TopicContent } from "~/components/player/topic-content";
import { getAudioPreferences } from "~/models/accounts/audio-preferences.server";
import { checkMathAnswer, findLessonTopic, listLessonTopics, toTopicView } from "~/models/catalogue/topic-content.server";
import { isMathCheckResult } from "~/rules/topic-view";
import { requireUser } from "~/auth/permissions.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { invariantResponse } from "~/utils/http.server";

// A local developer tool (only with the local stand-ins): previews one lesson topic exactly as the
// course player renders it — the same view, components, math check and audio preferences — so
// content can be checked by hand and the renderers have end-to-end tests of their own. It does
// no access checks beyond being signed in and records no progress; the course player does both.

export const meta: MetaFunction = () => [{ title: "Topic preview" }, { name: "robots", content: "noindex" }];

const params = z.object({ topicId: z.uuid() });

async function topicFrom(rawParams: unknown) {
  requireLocalStandins();
  const parsed = params.safeParse(rawParams);
  const topic = parsed.success ? await findLessonTopic(parsed.data.topicId) : null;
  invariantResponse(topic, "Topic not found");
  return topic;
}

export async function loader({ request, params: rawParams }: LoaderFunctionArgs) {
  const topic = await topicFrom(rawParams);
  const user = await requireUser(request);
  const [siblings, prefs] = await Promise.all([listLessonTopics(topic.lessonId), getAudioPreferences(user.id)]);
  const index = siblings.findIndex((s) => s.id === topic.id);
  return {
    topic: toTopicView(topic),
    prefs,
    position: { index, total: siblings.length },
    previous: siblings[index - 1] ?? null,
    next: siblings[index + 1] ?? null,
  };
}

export async function action({ request, params: rawParams }: ActionFunctionArgs) {
  await requireUser(request);
  const topic = await topicFrom(rawParams);
  const formData = await readForm(request);
  if (formData.get("intent") !== "check-math") return data({ error: "Unknown action." }, { status: 400 });
  const result = checkMathAnswer(topic, formData);
  return data(result, { status: result.status === "invalid" ? 400 : 200 });
}

export default function TopicPreview() {
  const { topic, prefs, position, previous, next } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const audio = useAudioPreferences(prefs);
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-xl font-bold">
          Topic preview{" "}
          <span className="text-base font-normal text-ink-muted">
            ({position.index + 1} of {position.total})
          </span>
        </h1>
        <AudioPreferencesPopover prefs={prefs} />
      </div>
      <TopicContent
        topic={topic}
        mathResult={isMathCheckResult(actionData) ? actionData : undefined}
        audio={audio}
        onAudioEnded={() => {
          if (next) navigate(`/dev/topics/${next.id}`);
        }}
      />
      <nav aria-label="Topics" className="mt-10 flex justify-between gap-3 border-t border-line pt-4">
        {previous ? (
          <Link to={`/dev/topics/${previous.id}`} className="btn-secondary">
            ← {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={`/dev/topics/${next.id}`} className="btn-secondary">
            {next.title} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
