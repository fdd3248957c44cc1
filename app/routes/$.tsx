import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { logEvent } from "~/utils/log.server";

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

// Any path not in the route table: log it (requirement learning-screens) and answer 404 with the not-found page.
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  logEvent("warn", "not_found", { path: pathname, referer: request.headers.get("referer") });
  return data({ path: pathname }, { status: 404 });
}

export async function action(args: ActionFunctionArgs) {
  return loader(args);
}

export default function CatchAll() {
  return <NotFound />;
}
