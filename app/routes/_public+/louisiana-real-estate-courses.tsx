// /louisiana-real-estate-courses (requirement public-pages-and-routes "Course catalogue"): published courses and bundles,
// searched, filtered and sorted on the server from the URL's query (a GET form).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { CatalogueFilters, CATALOGUE_PATH, ClearFilters } from "~/components/catalogue/catalogue-filters";
import { BundleCard, CourseCard } from "~/components/catalogue/course-card";
import { pageMeta } from "~/components/catalogue/meta";
import { listPublishedBundles } from "~/models/catalogue/bundle.server";
import { countPublishedCourses, listPublishedCourses } from "~/models/catalogue/course.server";
import { forContentVersion } from "~/models/operations/content-version.server";
import { getSiteName } from "~/models/operations/site-settings.server";
import { isFiltered, parseCatalogueQuery, showingLine } from "~/rules/catalogue";
import { absoluteUrl } from "~/rules/structured-data";
import { env } from "~/utils/env.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: "Louisiana Real Estate Courses",
    siteName: data?.siteName,
    description:
      "Browse Louisiana real estate pre-licensing, post-licensing and continuing education courses and bundles. Search, filter by course type and compare ratings and hours.",
    canonical: data?.canonical,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const lists = () =>
    Promise.all([
      listPublishedCourses({ search: query.q, courseType: query.type, sort: query.sort }),
      countPublishedCourses(),
      listPublishedBundles({ search: query.q, courseType: query.type, sort: query.sort }),
    ]);
  // Shared by every visitor while the content is unchanged (decision 0071); a free-text search is
  // read each time, so the kept lists stay few (one per course type and order).
  const [[courses, total, bundles], siteName] = await Promise.all([
    query.q ? lists() : forContentVersion(`catalogue ${query.type ?? "all"} ${query.sort}`, lists),
    getSiteName(),
  ]);
  return { query, courses, total, bundles, siteName, canonical: absoluteUrl(env().APP_URL, CATALOGUE_PATH) };
}

export default function Catalogue() {
  const { query, courses, total, bundles } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === CATALOGUE_PATH;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl font-bold">Louisiana Real Estate Courses</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Pre-licensing, post-licensing and continuing education approved for Louisiana, all included in one premium membership.
        </p>
      </header>

      <div className="mt-8">
        <CatalogueFilters query={query} />
      </div>

      <div aria-busy={loading} className={loading ? "opacity-70 transition-opacity" : undefined}>
        <section aria-labelledby="courses-heading" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="courses-heading" className="font-serif text-2xl font-bold">
              Courses
            </h2>
            <p role="status" className="text-sm text-ink-muted" data-testid="showing">
              {showingLine(courses.length, total)}
            </p>
          </div>
          {courses.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <CourseCard key={course.id} course={course} />
              ))}
            </ul>
          ) : (
            <div className="card mt-6 text-center">
              <p>No courses found matching your criteria.</p>
              {isFiltered(query) ? (
                <div className="mt-4">
                  <ClearFilters />
                </div>
              ) : null}
            </div>
          )}
        </section>

        {bundles.length > 0 ? (
          <section aria-labelledby="bundles-heading" className="mt-12">
            <h2 id="bundles-heading" className="font-serif text-2xl font-bold">
              Course Bundles
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {bundles.map((bundle) => (
                <BundleCard key={bundle.id} bundle={bundle} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
