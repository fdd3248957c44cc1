import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FEATURE_BLOCKS, FeatureBlockView } from "~/components/public/feature-blocks";
import { getSiteName } from "~/models/operations/site-settings.server";
import { DEFAULT_SITE_NAME } from "~/utils/site";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Features | ${data?.siteName ?? DEFAULT_SITE_NAME}` },
  {
    name: "description",
    content:
      "REX your AI study assistant, Open House activities, podcast summaries, light and dark themes, unlimited retakes and downloadable certificates.",
  },
];

export async function loader() {
  return { siteName: await getSiteName() };
}

export default function Features() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-surface-muted">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="font-serif text-4xl font-bold sm:text-5xl">The {siteName} Advantage</h1>
          <p className="mt-4 text-lg text-ink-muted">
            Everything in your membership is designed to help you pass the first time and keep your license current, on your schedule.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16">
        {FEATURE_BLOCKS.map((block, index) => (
          <FeatureBlockView key={block.id} block={block} index={index} />
        ))}
      </div>
    </>
  );
}
