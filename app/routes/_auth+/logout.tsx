import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm } from "~/utils/form.server";
import { destroySessionHeader } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// Signing out is a POST (a link could be followed by a prefetch or a crawler).
export async function loader() {
  return redirect("/");
}

/** Deletes this browser's session row and returns to the home page with a toast (requirements student-area-layout, company-dashboard). */
export async function action({ request }: ActionFunctionArgs) {
  await readForm(request); // the sign-out button's form; any other body is refused
  return redirectWithToast(
    "/",
    { type: "success", title: "Signed Out", description: "You have been signed out." },
    { headers: { "Set-Cookie": await destroySessionHeader(request) } },
  );
}
