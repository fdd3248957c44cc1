import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logout } from "~/utils/auth.server";

// Signing out is a POST (a link could be followed by a prefetch or a crawler).
export async function loader() {
  return redirect("/");
}

/** Deletes this browser's session row and returns to the home page (spec 3 §2.2). */
export async function action({ request }: ActionFunctionArgs) {
  return logout(request, "/");
}
