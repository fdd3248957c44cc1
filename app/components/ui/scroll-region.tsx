// A table wider than a phone scrolls sideways inside its card. A keyboard must reach what scrolls
// (WCAG 2.1.1; axe scrollable-region-focusable): the scrolling box is a focusable region with a name
// (the table's caption, in words), so Tab stops on it and the arrow keys scroll it.
export function ScrollRegion({
  label,
  className = "",
  children,
  ...rest
}: {
  /** The region's name: what the table holds ("Question analytics"). */
  label: string;
  className?: string;
  children: React.ReactNode;
} & Omit<React.HTMLAttributes<HTMLDivElement>, "role" | "tabIndex" | "aria-label" | "className" | "children">) {
  return (
    <div
      {...rest}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      {children}
    </div>
  );
}
