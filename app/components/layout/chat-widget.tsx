import { useEffect } from "react";

/** Set on the widget's own elements while a signed-in area is shown (a CSS rule hides them). */
export const CHAT_WIDGET_HIDDEN_ATTRIBUTE = "data-chat-widget-hidden";

// Whether the widget's script has run in this document (undefined until the first effect).
let loaded: boolean | undefined;
let observer: MutationObserver | undefined;

/** Elements React did not render: the ones a third-party widget appends to <body>. */
function foreignBodyElements(): Element[] {
  return [...document.body.children].filter(
    (element) => element.tagName !== "SCRIPT" && !Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
  );
}

function hideWidget() {
  for (const element of foreignBodyElements()) element.setAttribute(CHAT_WIDGET_HIDDEN_ATTRIBUTE, "");
}

function showWidget() {
  for (const element of document.querySelectorAll(`[${CHAT_WIDGET_HIDDEN_ATTRIBUTE}]`)) {
    element.removeAttribute(CHAT_WIDGET_HIDDEN_ATTRIBUTE);
  }
}

/**
 * The third-party chat widget (requirement product-overview): loaded on public pages only, when `CHAT_WIDGET_SRC` is
 * configured. The server renders the script tag with the request's nonce on public pages and never
 * on the signed-in areas. With JavaScript, client-side navigation keeps that promise: entering an
 * area hides whatever the widget added to the page, leaving it shows it again, and a visit that
 * started in an area loads the script on the first public page.
 */
export function ChatWidget({ src, enabled, nonce }: { src: string | null; enabled: boolean; nonce: string }) {
  useEffect(() => {
    if (!src) return;
    // The server rendered the tag exactly when the first page was public.
    loaded ??= enabled;
    if (!enabled) {
      hideWidget();
      observer = new MutationObserver(hideWidget);
      observer.observe(document.body, { childList: true });
      return () => {
        observer?.disconnect();
        observer = undefined;
      };
    }
    showWidget();
    if (!loaded) {
      // A <script> that React inserts on the client never runs, so load it by hand once.
      const script = document.createElement("script");
      script.async = true;
      script.src = src;
      const pageNonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
      if (pageNonce) script.nonce = pageNonce;
      document.head.append(script);
      loaded = true;
    }
  }, [src, enabled]);

  if (!src || !enabled) return null;
  return <script async src={src} nonce={nonce} data-chat-widget="" />;
}
