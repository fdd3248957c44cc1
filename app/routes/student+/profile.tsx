// /student/profile (requirement student-profile): the learner's own profile and password — the same page as
// /company-dashboard/profile. The license gate's 'Update Profile' opens it with ?from=license-gate.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ProfilePage } from "~/screens/profile/profile-page";
import { profileAction, profileLoader } from "~/screens/profile/profile.server";
import { keepRetryAfter } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "My Profile" };
/** A refused attempt (429) tells the browser when to try again. */
export const headers = keepRetryAfter;

export const meta: MetaFunction = ({ matches }) => privatePageMeta("My Profile", matches);

export const loader = ({ request }: LoaderFunctionArgs) => profileLoader(request, "student");
export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, "student", context);

export default ProfilePage;
