// /company-dashboard/assign-courses — Assign Courses (decision 0063): the company admin
// picks a published course and ticks members (a page of the searchable member list at a time); the
// course goes to all of them or, when the plan's yearly allowance is short, to none, with the reason.
// Also answers Unassign from Edit User (a course nobody has started). Plain forms: no JavaScript needed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Pager } from "~/components/ui/pager";
import { listCompanyUsers, parseUserListQuery } from "~/models/companies/company-users.server";
import { assignCourse, companyAllowances, listPublishedCourses, unassignCourse } from "~/models/learning/course-assignment.server";
import {
  allowanceMessage,
  ASSIGN_COURSES_PATH,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TOASTS,
  assignedToast,
  assignFormSchema,
  inactiveMembersMessage,
  unassignFormSchema,
} from "~/rules/course-assignment";
import { displayStatus } from "~/rules/company-users";
import { COURSE_TYPES } from "~/rules/course-type";
import { countOf } from "~/rules/plural";
import { getClientAddress } from "~/utils/client-address.server";
import { readForm } from "~/utils/form.server";
import { requireCompanyAdmin } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import { SearchForm } from "~/components/company/search-form";

export const handle: PageTitleHandle = { pageTitle: "Assign Courses" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Assign Courses", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCompanyAdmin(request);
  const search = new URL(request.url).searchParams;
  const query = parseUserListQuery(search);
  const [list, courses, allowances] = await Promise.all([
    listCompanyUsers(companyId, query),
    listPublishedCourses(),
    companyAllowances(companyId),
  ]);
  return {
    q: query.q,
    course: search.get("course") ?? "",
    courses,
    allowances,
    total: list.total,
    page: list.page,
    pages: list.pages,
    members: list.users.map((user) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      status: displayStatus(user),
      // Only a standing membership gets company access (decision 0053).
      assignable: user.accountStatus === "active",
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, companyId } = await requireCompanyAdmin(request);
  const form = await readForm(request);
  const actor = { userId: user.id, ipAddress: getClientAddress(request, context) };

  if (form.get("intent") === "unassign") {
    const parsed = unassignFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw data(ASSIGNMENT_MESSAGES.memberNotFound, { status: 404 });
    const { userId, courseId } = parsed.data;
    const result = await unassignCourse(companyId, actor, userId, courseId);
    if (!result.ok && result.reason === "not_found") throw data(ASSIGNMENT_MESSAGES.memberNotFound, { status: 404 });
    const back = `/company-dashboard/users/${userId}/edit`;
    if (!result.ok) {
      const description = result.reason === "started" ? ASSIGNMENT_MESSAGES.started : ASSIGNMENT_MESSAGES.notAssigned;
      return redirectWithToast(back, { ...ASSIGNMENT_TOASTS.unassignFailed, description });
    }
    return redirectWithToast(back, ASSIGNMENT_TOASTS.unassigned);
  }

  const parsed = assignFormSchema.safeParse({ courseId: form.get("courseId") ?? undefined, memberIds: form.getAll("memberId") });
  if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? ASSIGNMENT_MESSAGES.noMembers }, { status: 400 });
  const result = await assignCourse(companyId, actor, parsed.data.courseId, parsed.data.memberIds);
  if (!result.ok) {
    if (result.reason === "member_not_found") throw data(ASSIGNMENT_MESSAGES.memberNotFound, { status: 404 });
    if (result.reason === "allowance")
      return data({ message: allowanceMessage(result.courseType, result.needed, result.left) }, { status: 409 });
    const message = result.reason === "members_inactive" ? inactiveMembersMessage(result.names) : ASSIGNMENT_MESSAGES.courseNotFound;
    return data({ message }, { status: 400 });
  }
  return redirectWithToast(ASSIGN_COURSES_PATH, assignedToast(result.assigned.length, result.alreadyEnrolled.length));
}

export default function AssignCourses() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (data.q) params.set("q", data.q);
    params.set("page", String(page));
    return `?${params}`;
  };
  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/company-dashboard/users" className="mb-2 inline-block text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      <h1 className="font-serif text-3xl font-bold">Assign Courses</h1>
      <p className="mt-2 text-ink-muted">
        Give a course to members of your company. They are e-mailed and find it in My Courses. Pre- and post-licensing courses count against
        your plan&apos;s yearly allowance.
      </p>

      <section aria-labelledby="allowance-heading" className="card mt-6 p-4">
        <h2 id="allowance-heading" className="font-semibold">
          Allowance this plan year
        </h2>
        <ul className="mt-2 space-y-1 text-sm" data-testid="allowances">
          {data.allowances.map((a) => (
            <li key={a.courseType}>
              <span className="font-medium">{a.courseType}:</span>{" "}
              {a.limit === null ? "no limit" : `${a.left} of ${a.limit} places left (${a.used} used)`}
            </li>
          ))}
          <li>
            <span className="font-medium">Continuing Education:</span> no limit
          </li>
        </ul>
      </section>

      <SearchForm q={data.q} />

      {refused && "message" in refused ? (
        <div role="alert" className="mt-6 rounded-md border border-danger bg-surface-muted p-3 text-sm" data-testid="assign-error">
          {refused.message}
        </div>
      ) : null}

      <Form method="post" className="card mt-6 p-4 sm:p-6">
        <div>
          <label htmlFor="assign-course" className="block font-semibold">
            Course
          </label>
          <select
            id="assign-course"
            name="courseId"
            required
            defaultValue={data.course}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          >
            <option value="">Choose a course</option>
            {COURSE_TYPES.map((type) => {
              const ofType = data.courses.filter((c) => c.courseType === type);
              return ofType.length === 0 ? null : (
                <optgroup key={type} label={type}>
                  {ofType.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </div>

        <fieldset className="mt-6">
          <legend className="font-semibold">Members</legend>
          {data.members.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{data.q ? `No members match “${data.q}”.` : "Your company has no members yet."}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {data.members.map((m) => (
                <li key={m.id} className="py-2" data-testid="assign-member">
                  <label className="flex items-start gap-3">
                    <input type="checkbox" name="memberId" value={m.id} disabled={!m.assignable} className="mt-1 h-4 w-4" />
                    <span className="min-w-0">
                      <span className="block font-medium">{m.name}</span>
                      <span className="block break-all text-sm text-ink-muted">
                        {m.email}
                        {m.assignable ? "" : ` · ${m.status}: cannot be given courses`}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <p className="mt-3 text-sm text-ink-muted">
          {countOf(data.total, "member", "members")}
          {data.q ? ` matching “${data.q}”` : ""}. Ticks apply to this page only.
        </p>
        <Pager page={data.page} pages={data.pages} href={pageHref} label="Member pages" />

        <button type="submit" className="btn-primary mt-6" disabled={busy}>
          {busy ? "Assigning..." : "Assign Course"}
        </button>
      </Form>
    </div>
  );
}
