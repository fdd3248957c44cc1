import { MAP_ORIGIN } from "~/rules/contact-map";

/** Hosts whose players may be framed: the same allow-list the rich-text sanitiser keeps (requirement public-validation-rules). */
export const FRAME_HOSTS = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://w.soundcloud.com",
];

/** Other frames the app itself embeds (not allowed in rich text): the /contact map. */
export const APP_FRAME_HOSTS = [MAP_ORIGIN];

type CspOptions = {
  nonce: string;
  /** Development adds the live-reload socket. */
  development: boolean;
  /** Served over https: ask browsers to upgrade any stray http sub-request. */
  https?: boolean;
  /** Extra frame origins, e.g. the configured REX chat service. */
  extraFrameSources?: string[];
  /** Extra script origins, e.g. Cloudflare Turnstile or the chat widget when configured. */
  extraScriptSources?: string[];
  /** Extra fetch/WebSocket origins, e.g. the chat widget when configured. */
  extraConnectSources?: string[];
};

/** A strict Content-Security-Policy: scripts only with this request's nonce. */
export function contentSecurityPolicy({
  nonce,
  development,
  https = false,
  extraFrameSources = [],
  extraScriptSources = [],
  extraConnectSources = [],
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...extraScriptSources],
    // Inline style attributes (e.g. progress bar widths) need 'unsafe-inline'; scripts stay nonce-only.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "media-src": ["'self'", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(development ? ["ws://localhost:*", "ws://127.0.0.1:*"] : []), ...extraConnectSources],
    "frame-src": ["'self'", ...FRAME_HOSTS, ...APP_FRAME_HOSTS, ...extraFrameSources],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  if (https) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Headers sent with every response. */
export function securityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * The origins a configured third-party chat widget needs: its script's own origin may load more
 * script, call home and open its chat frame. (With 'strict-dynamic', browsers that support it
 * trust the nonce rather than the origin; older ones use the origin.)
 */
export function chatWidgetSources(src: string | undefined): {
  extraScriptSources: string[];
  extraConnectSources: string[];
  extraFrameSources: string[];
} {
  const origin = src ? [new URL(src).origin] : [];
  return { extraScriptSources: origin, extraConnectSources: origin, extraFrameSources: origin };
}
