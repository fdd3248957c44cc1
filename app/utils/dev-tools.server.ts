import { data } from "@remix-run/node";
import { env } from "./env.server";

/** Local developer tools (/dev/*) exist only when the local stand-ins are in use. */
export function requireLocalStandins() {
  if (!env().useLocalStandins) throw data("Not Found", { status: 404 });
}
