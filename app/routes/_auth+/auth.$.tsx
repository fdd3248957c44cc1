import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/** /auth/* goes to /login too (requirement public-pages-and-routes), keeping the query string; the rest of the path is dropped. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/login${new URL(request.url).search}`);
}
