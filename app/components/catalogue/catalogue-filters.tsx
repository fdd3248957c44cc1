import { ClearFiltersLink, FilterForm, FilterSearch, FilterSelect } from "~/components/forms/filter-form";
import { CATALOGUE_SORTS, isFiltered, type CatalogueQuery } from "~/rules/catalogue";
import { COURSE_TYPE_OPTIONS, courseTypeSlug } from "~/rules/course-type";

export const CATALOGUE_PATH = "/louisiana-real-estate-courses";
const CLEAR_ALL = "Clear All Filters";

/** The catalogue's search, sort and type filter (requirement public-pages-and-routes). */
export function CatalogueFilters({ query }: { query: CatalogueQuery }) {
  return (
    <FilterForm
      action={CATALOGUE_PATH}
      label="Find courses"
      primary
      clearLabel={isFiltered(query) ? CLEAR_ALL : null}
      className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <FilterSearch id="catalogue-q" label="Search courses" value={query.q} placeholder="Title or description" />
      <FilterSelect id="catalogue-sort" label="Sort by" name="sort" value={query.sort} options={CATALOGUE_SORTS} />
      <FilterSelect
        id="catalogue-type"
        label="Course type"
        name="type"
        value={query.type ? courseTypeSlug(query.type) : ""}
        options={[{ value: "", label: "All" }, ...COURSE_TYPE_OPTIONS]}
      />
    </FilterForm>
  );
}

export function ClearFilters() {
  return <ClearFiltersLink to={CATALOGUE_PATH} label={CLEAR_ALL} />;
}
