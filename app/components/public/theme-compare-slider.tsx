import { useEffect, useState } from "react";

type Mode = "light" | "dark";

// Fixed palettes (not the site theme): this is a picture of the course player in each mode.
const PALETTE: Record<
  Mode,
  { shell: string; bar: string; side: string; text: string; muted: string; accent: string; line: string; button: string }
> = {
  light: {
    shell: "bg-white text-slate-900",
    bar: "bg-slate-100 border-slate-300",
    side: "bg-slate-50 border-slate-300",
    text: "text-slate-900",
    muted: "text-slate-600",
    accent: "bg-blue-700",
    line: "bg-slate-300",
    button: "bg-blue-700 text-white",
  },
  dark: {
    shell: "bg-slate-900 text-slate-100",
    bar: "bg-slate-800 border-slate-600",
    side: "bg-slate-800 border-slate-600",
    text: "text-slate-100",
    muted: "text-slate-300",
    accent: "bg-blue-400",
    line: "bg-slate-600",
    button: "bg-blue-400 text-slate-900",
  },
};

/** A small drawing of the course player: header, sidebar with progress, a lesson and the footer. */
function PlayerMock({ mode }: { mode: Mode }) {
  const p = PALETTE[mode];
  return (
    <div className={`flex aspect-[16/10] w-full flex-col overflow-hidden rounded-lg text-[11px] leading-tight sm:text-xs ${p.shell}`}>
      <div className={`flex items-center justify-between gap-2 border-b px-3 py-2 font-semibold ${p.bar}`}>
        <span className="truncate">Louisiana Salesperson Pre-Licensing</span>
        <span className={`shrink-0 rounded px-2 py-0.5 ${p.button}`}>REX</span>
      </div>
      <div className="flex min-h-0 flex-1">
        <div className={`hidden w-1/3 flex-col gap-2 border-r p-3 sm:flex ${p.side}`}>
          <span className={p.muted}>42% complete</span>
          <span className={`h-1.5 w-full rounded ${p.line}`}>
            <span className={`block h-1.5 w-[42%] rounded ${p.accent}`} />
          </span>
          {["Licensing Basics", "Agency", "Contracts", "Flood Zones"].map((lesson, i) => (
            <span key={lesson} className={i === 1 ? `font-semibold ${p.text}` : p.muted}>
              {i + 1}. {lesson}
            </span>
          ))}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <span className={`text-sm font-bold sm:text-base ${p.text}`}>Agency Relationships</span>
          {[100, 92, 96, 70].map((width) => (
            <span key={width} className={`h-2 rounded ${p.line}`} style={{ width: `${width}%` }} />
          ))}
          <span className={`mt-auto h-6 rounded ${p.line} opacity-80`} />
        </div>
      </div>
      <div className={`flex justify-between border-t px-3 py-2 ${p.bar}`}>
        <span className={p.muted}>Previous</span>
        <span className={`rounded px-2 py-0.5 ${p.button}`}>Next</span>
      </div>
    </div>
  );
}

/**
 * Feature 03: the light/dark comparison. Without JavaScript (and before hydration) both pictures
 * stand side by side; with JavaScript a range input moves a clip over the dark picture.
 */
export function ThemeCompareSlider() {
  const [enhanced, setEnhanced] = useState(false);
  const [position, setPosition] = useState(50);
  useEffect(() => setEnhanced(true), []);

  if (!enhanced) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" data-testid="theme-compare-fallback">
        {(["light", "dark"] as const).map((mode) => (
          <figure key={mode}>
            <div role="img" aria-label={`The course player in the ${mode} theme`} className="rounded-lg border border-line">
              <PlayerMock mode={mode} />
            </div>
            <figcaption className="mt-2 text-center text-sm font-semibold">{mode === "light" ? "Light theme" : "Dark theme"}</figcaption>
          </figure>
        ))}
      </div>
    );
  }

  return (
    <div data-testid="theme-compare-slider">
      <div
        role="img"
        aria-label={`The course player, light theme on the left ${position}% and dark theme on the rest`}
        className="relative overflow-hidden rounded-lg border border-line"
      >
        <PlayerMock mode="light" />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 0 0 ${position}%)` }} data-testid="dark-layer">
          <PlayerMock mode="dark" />
        </div>
        <div aria-hidden="true" className="absolute inset-y-0 w-1 -translate-x-1/2 bg-accent" style={{ left: `${position}%` }} />
      </div>
      <div className="mt-3 flex items-center gap-3 text-sm font-semibold">
        <span aria-hidden="true">Light</span>
        <input
          type="range"
          min={0}
          max={100}
          value={position}
          onChange={(event) => setPosition(Number(event.currentTarget.value))}
          aria-label="Compare the light and dark themes"
          aria-valuetext={`${position}% light, ${100 - position}% dark`}
          className="h-11 flex-1 accent-brand"
        />
        <span aria-hidden="true">Dark</span>
      </div>
    </div>
  );
}
