// /login/callback (requirement public-pages-and-routes): where an account link returns; forwards by the
// link's type or sends the user on (app/rules/login-callback.ts). It has no page of its own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { loginCallbackTarget } from "~/rules/login-callback";
import { getOptionalUser } from "~/auth/authenticate.server";
import { readOnlyAction } from "~/utils/http.server";
import { safeRedirect } from "~/utils/safe-redirect";

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = (await getOptionalUser(request)) !== null;
  const search = new URL(request.url).searchParams;
  return redirect(loginCallbackTarget(search, signedIn, safeRedirect(search.get("redirectTo"), "")));
}

export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args);
}
