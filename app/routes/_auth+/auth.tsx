import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/** /auth is another name for /login (requirement public-pages-and-routes): the query string is kept. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/login${new URL(request.url).search}`);
}
