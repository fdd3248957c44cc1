import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A menu that opens without JavaScript (`<details>`). With JavaScript it also closes after a
 * navigation, on Escape (focus returns to the button) and on a click outside.
 */
export function Disclosure({
  summary,
  summaryClassName,
  className,
  panelClassName,
  children,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Closes after a navigation — not when the page hydrates: a menu opened before the scripts ran
  // (a slow phone) stays open. The effect also runs on mount, so it compares with the address the
  // menu was first shown at.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  return (
    <details
      ref={ref}
      className={`relative ${className ?? ""}`}
      onKeyDown={(event) => {
        const details = ref.current;
        if (event.key === "Escape" && details?.open) {
          details.open = false;
          details.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName ?? ""}`}>{summary}</summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
