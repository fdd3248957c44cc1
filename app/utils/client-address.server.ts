// The address a request came from, for rate limits, Turnstile and the records that keep one
// (sessions, contact messages, the audit log). See docs/decisions/0021-client-address-and-rate-limits.md.
import { isIP } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { env, type Env } from "./env.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The TCP peer of the request, set by server.js for every request. On Fly this is Fly's proxy,
     * not the visitor: read `getClientAddress` instead. Absent only when a loader or action is
     * called directly (tests).
     */
    socketAddress?: string;
  }
}

/** Set by Fly's proxy on every request it forwards (whatever the client sent is replaced). */
export const FLY_CLIENT_IP_HEADER = "Fly-Client-IP";

/**
 * Read only with the local stand-ins, off Fly, from a client on this machine: lets the end-to-end
 * tests give each test an address of its own. A real deployment never honours it.
 */
export const TEST_CLIENT_ADDRESS_HEADER = "X-Test-Client-Address";

/** An IPv4 or IPv6 address in its plain form (IPv4-mapped IPv6 becomes IPv4), or null if it is not one. */
export function normaliseAddress(value: string | null | undefined): string | null {
  const address = value?.trim() ?? "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind === 6) return address.toLowerCase();
  return null;
}

export function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d+\.\d+\.\d+$/.test(address);
}

export type AddressSources = {
  headers: Headers;
  /** The TCP peer, from the load context. */
  socketAddress: string | null | undefined;
  /** Running on Fly.io (FLY_APP_NAME is set): the app is reachable only through Fly's proxy. */
  onFly: boolean;
  /** The local stand-ins are in use (development, tests, LOCAL_STANDINS=1 demos). */
  localStandins: boolean;
};

/**
 * On Fly, the address Fly's proxy saw (its `Fly-Client-IP` header; the socket is the proxy, or a
 * peer on Fly's private network when the header is absent). Anywhere else, the TCP peer: no
 * forwarding header (X-Forwarded-For, X-Real-IP, Forwarded…) is ever believed, since any client can
 * write one. The only exception is the test header, under the local stand-ins, from this machine.
 */
export function resolveClientAddress({ headers, socketAddress, onFly, localStandins }: AddressSources): string | null {
  const socket = normaliseAddress(socketAddress);
  if (onFly) return normaliseAddress(headers.get(FLY_CLIENT_IP_HEADER)) ?? socket;
  if (localStandins && socket && isLoopback(socket)) {
    return normaliseAddress(headers.get(TEST_CLIENT_ADDRESS_HEADER)) ?? socket;
  }
  return socket;
}

/**
 * The client's address, or null when the load context has no socket address (a loader or action
 * called directly, as tests do). Every caller reads the address through this function.
 */
export function getClientAddress(
  request: Request,
  context: AppLoadContext | undefined,
  environment: Pick<Env, "FLY_APP_NAME" | "useLocalStandins"> = env(),
): string | null {
  return resolveClientAddress({
    headers: request.headers,
    socketAddress: context?.socketAddress,
    onFly: Boolean(environment.FLY_APP_NAME),
    localStandins: environment.useLocalStandins,
  });
}

/**
 * The key an address is counted under by the per-address rate limits: an IPv4 address as it is,
 * an IPv6 address by its /64 network — one subscriber is routinely given a whole /64, so counting
 * single IPv6 addresses would give each of them billions of fresh allowances.
 */
export function rateLimitAddressKey(address: string): string {
  const normalised = normaliseAddress(address);
  if (!normalised) return address.trim().toLowerCase();
  if (isIP(normalised) === 4) return normalised;
  const [head, tail = ""] = normalised.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) lies in the last 32 bits, outside the first four groups.
  const groups = normalised.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
