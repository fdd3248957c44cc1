// /bundle/{bundleId} (requirement public-pages-and-routes "Bundle detail", decision 0009): real ratings from the bundle's
// courses, the refund policy instead of a "30-day money-back guarantee", and an Enroll Now that
// enrolls a member in every course of the bundle (a plain POST the server re-checks).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { bundleEnrollSchema } from "./enrollment.server";
import { CATALOGUE_PATH } from "~/components/catalogue/catalogue-filters";
import { DataPageError } from "~/components/catalogue/data-not-found";
import { DetailHero } from "~/components/catalogue/detail-hero";
import { BundleCta, bundleCtaNote } from "~/components/catalogue/enroll-cta";
import { InstructorCard } from "~/components/catalogue/instructor-card";
import { ListCard } from "~/components/catalogue/list-card";
import { pageMeta } from "~/components/catalogue/meta";
import { hoursLabel } from "~/components/catalogue/rating-line";
import { Toaster, type ToastMessage } from "~/components/ui/toaster";
import { enrollInBundle, getBundleAccessLevel, getBundleDetail } from "~/models/catalogue/bundle.server";
import { getSiteName } from "~/models/operations/site-settings.server";
import { summariseBundleEnrollment } from "~/rules/bundle-enrollment";
import { fullName, instructorHref } from "~/rules/instructor";
import { refundWindowText } from "~/rules/refund-eligibility";
import { absoluteUrl } from "~/rules/structured-data";
import { getOptionalUser } from "~/auth/authenticate.server";
import { requireUser } from "~/auth/permissions.server";
import { env } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readForm } from "~/utils/form.server";
import { invariantResponse } from "~/utils/http.server";

const NOT_FOUND = { title: "Bundle Not Found", text: "The bundle you're looking for doesn't exist." };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: data.bundle.title,
        siteName: data.siteName,
        description: data.bundle.description.slice(0, 300),
        canonical: data.canonical,
      })
    : pageMeta({ title: NOT_FOUND.title, noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const bundle = await getBundleDetail(params.bundleId);
  invariantResponse(bundle, NOT_FOUND.title);
  const user = await getOptionalUser(request);
  const [level, siteName] = await Promise.all([
    getBundleAccessLevel(
      user,
      bundle.courses.map((c) => c.id),
    ),
    getSiteName(),
  ]);
  const path = `/bundle/${bundle.id}`;
  return { bundle, level, siteName, path, canonical: absoluteUrl(env().APP_URL, path) };
}

type ActionData = { toast: ToastMessage };

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { redirectTo: `/bundle/${params.bundleId}` });
  const body = await readForm(request);
  const form = bundleEnrollSchema.safeParse(Object.fromEntries(body));
  if (!form.success) throw data("Unknown action", { status: 400 });
  const result = await enrollInBundle(user, params.bundleId ?? "");
  invariantResponse(result, NOT_FOUND.title);

  const summary = summariseBundleEnrollment(result.title, result.outcomes);
  if (summary.outcome !== "refused") return redirectWithToast("/student", summary.toast);
  const premium = result.outcomes.every((o) => !o.ok && o.reason === "premium_required");
  return data({ toast: { id: crypto.randomUUID(), ...summary.toast } } satisfies ActionData, { status: premium ? 403 : 409 });
}

function priceLabel(price: number | null): string {
  return price && price > 0 ? `$${price.toFixed(2)}` : "Free";
}

export default function BundleDetail() {
  const { bundle, level, path } = useLoaderData<typeof loader>();
  const refusal = (useActionData<typeof action>() as ActionData | undefined)?.toast;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <DetailHero
        headingId="bundle-title"
        item={bundle}
        facts={
          <span className="text-ink-muted">
            {bundle.courses.length} {bundle.courses.length === 1 ? "course" : "courses"}
          </span>
        }
        actions={
          <>
            <BundleCta level={level} path={path} />
            <a href="#courses-included" className="btn-secondary">
              Preview Bundle
            </a>
          </>
        }
        refusal={refusal}
      />

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <ListCard id="included-heading" title="What's Included" items={bundle.whatsIncluded} empty="Details coming soon." />
          <ListCard id="requirements-heading" title="Requirements" items={bundle.requirements} empty="No special requirements." />
          <section id="courses-included" className="card scroll-mt-24" aria-labelledby="courses-included-heading">
            <h2 id="courses-included-heading" className="font-serif text-2xl font-bold">
              Courses Included
            </h2>
            <ol className="mt-4 space-y-4">
              {bundle.courses.map((course, index) => (
                <li key={course.id} className="rounded-md border border-line bg-surface p-4">
                  <p className="text-sm text-ink-muted">
                    Course {index + 1} · {course.courseType} · {hoursLabel(course.hours)}
                  </p>
                  <h3 className="mt-1 font-semibold">
                    <Link to={`/course/${course.slug}`} className="text-brand underline">
                      {course.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-ink-muted">{course.description}</p>
                  {course.instructor ? (
                    <p className="mt-2 text-sm">
                      Instructor:{" "}
                      <Link to={instructorHref(course.instructor.id, { kind: "bundle", id: bundle.id })} className="text-brand underline">
                        {fullName(course.instructor)}
                      </Link>
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <InstructorCard instructor={bundle.instructor} from={{ kind: "bundle", id: bundle.id }} />
          <section className="card" aria-labelledby="audience-heading">
            <h2 id="audience-heading" className="font-serif text-2xl font-bold">
              Who This Bundle Is For
            </h2>
            <p className="mt-4">{bundle.whoThisIsFor || "Anyone preparing for or renewing a Louisiana real estate license."}</p>
          </section>
        </div>

        <aside aria-labelledby="bundle-card-heading">
          <div className="card lg:sticky lg:top-24">
            <h2 id="bundle-card-heading" className="text-lg font-semibold">
              Enroll in this bundle
            </h2>
            <p className="mt-2">
              <span className="font-serif text-3xl font-bold">{priceLabel(bundle.price)}</span>
              <span className="text-ink-muted"> or included with Premium Membership</span>
            </p>
            <div className="mt-4 grid">
              <BundleCta level={level} path={path} className="btn-primary w-full" />
            </div>
            <p className="mt-3 text-sm text-ink-muted">{bundleCtaNote(level)}</p>
            <p className="mt-4 border-t border-line pt-4 text-sm">
              Refunds follow our{" "}
              <Link to="/refund" className="font-medium text-brand underline">
                refund policy
              </Link>
              : request within {refundWindowText()} of purchase.
            </p>
          </div>
        </aside>
      </div>
      <Toaster toast={refusal ?? null} />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataPageError error={useRouteError()} notFound={{ ...NOT_FOUND, backTo: CATALOGUE_PATH, backLabel: "Back to Courses" }} />;
}
