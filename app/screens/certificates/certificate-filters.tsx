import { FilterForm, FilterSearch, FilterSelect } from "~/components/forms/filter-form";
import { CERTIFICATE_SORT_LABELS, CERTIFICATE_SORTS, type CertificateFilters as Filters } from "~/rules/certificate-list";
import { courseTypeSlug, type CourseType } from "~/rules/course-type";

/** Search, instructor and type filters and the date sort of My Certificates (requirement student-certificates). */
export function CertificateFilters({
  filters,
  filtered,
  path,
  options,
}: {
  filters: Filters;
  filtered: boolean;
  path: string;
  options: { instructors: { id: string; name: string }[]; types: CourseType[] };
}) {
  return (
    <FilterForm
      action={path}
      label="Completed courses"
      clearLabel={filtered ? "Clear" : null}
      className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(9.5rem,1fr)_auto]"
    >
      <FilterSearch
        id="certificate-search"
        label="Search"
        value={filters.q}
        placeholder="Course, description or instructor"
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id="certificate-instructor"
        label="Instructor"
        name="instructor"
        value={filters.instructor}
        options={[{ value: "", label: "All instructors" }, ...options.instructors.map((i) => ({ value: i.id, label: i.name }))]}
      />
      <FilterSelect
        id="certificate-type"
        label="Type"
        name="type"
        value={filters.type ? courseTypeSlug(filters.type) : ""}
        options={[{ value: "", label: "All types" }, ...options.types.map((type) => ({ value: courseTypeSlug(type), label: type }))]}
      />
      <FilterSelect
        id="certificate-sort"
        label="Sort by date"
        name="sort"
        value={filters.sort}
        options={CERTIFICATE_SORTS.map((sort) => ({ value: sort, label: CERTIFICATE_SORT_LABELS[sort] }))}
      />
    </FilterForm>
  );
}
