import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { RichText } from "~/components/player/rich-text";
import type { ToastMessage } from "~/components/ui/toaster";
import { CourseBadges } from "./badges";
import { CATALOGUE_PATH } from "./catalogue-filters";
import { hoursLabel, RatingLine } from "./rating-line";

/**
 * The top of a course or bundle page: back link, badges, title, description, rating and hours,
 * the call to action with its preview link, a refused enrollment's message, and the image.
 */
export function DetailHero({
  headingId,
  item,
  facts,
  actions,
  refusal,
  notice,
}: {
  headingId: string;
  item: {
    title: string;
    /** Sanitised rich text. */
    descriptionHtml: string;
    courseType: string | null;
    licenseType: string | null;
    averageRating: number;
    reviewCount: number;
    hours: number;
    imageUrl: string | null;
  };
  /** More facts after rating and hours (a bundle's course count). */
  facts?: ReactNode;
  /** The call to action and the preview link. */
  actions: ReactNode;
  refusal?: Pick<ToastMessage, "title" | "description"> | null;
  /** A note above the hero (a draft course shown to staff). */
  notice?: ReactNode;
}) {
  return (
    <>
      <Link to={CATALOGUE_PATH} className="inline-flex items-center gap-1 text-sm font-medium text-brand underline">
        <span aria-hidden="true">←</span> Back to Courses
      </Link>
      {notice}
      <section className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center" aria-labelledby={headingId}>
        <div>
          <CourseBadges courseType={item.courseType} licenseType={item.licenseType} />
          <h1 id={headingId} className="mt-4 font-serif text-3xl font-bold leading-tight sm:text-4xl">
            {item.title}
          </h1>
          <RichText html={item.descriptionHtml} className="mt-4 text-lg text-ink-muted" />
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
            <RatingLine averageRating={item.averageRating} reviewCount={item.reviewCount} />
            <span className="font-medium">{hoursLabel(item.hours)}</span>
            {facts}
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-3">{actions}</div>
          {refusal ? (
            <div role="alert" className="mt-4 rounded-md border border-danger bg-surface-muted p-3 text-sm">
              <p className="font-semibold">{refusal.title}</p>
              {refusal.description ? <p className="mt-1">{refusal.description}</p> : null}
            </div>
          ) : null}
        </div>
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" className="aspect-[16/9] w-full rounded-lg border border-line object-cover" />
        ) : null}
      </section>
    </>
  );
}
