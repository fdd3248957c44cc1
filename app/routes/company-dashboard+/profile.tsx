// /company-dashboard/profile (requirements signed-in-route-table, student-profile): the company admin's own profile and password —
// the same page as /student/profile.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ProfilePage } from "~/screens/profile/profile-page";
import { profileAction, profileLoader } from "~/screens/profile/profile.server";
import { keepRetryAfter } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "My Profile" };
/** A refused attempt (429) tells the browser when to try again. */
export const headers = keepRetryAfter;

export const meta: MetaFunction = ({ matches }) => privatePageMeta("My Profile", matches);

export const loader = ({ request }: LoaderFunctionArgs) => profileLoader(request, "company");
export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, "company", context);

export default ProfilePage;
