import { scaleBand, scaleLinear } from "d3-scale";
import { useId } from "react";
import { ScrollRegion } from "~/components/ui/scroll-region";

export type BarDatum = { label: string; value: number };

type BarChartProps = {
  /** Names the chart (the SVG's <title> and the table's caption). */
  title: string;
  /** One sentence on what the bars show, read by screen readers (the SVG's <desc>). */
  description: string;
  data: readonly BarDatum[];
  /** The column heading of the values in the table ("Completions", "Hours", "Attempts"). */
  valueLabel: string;
  /** The column heading of the labels in the table ("Month", "Score"). */
  categoryLabel: string;
  /** How a value is written on the axis and in the table; whole numbers by default. */
  format?: (value: number) => string;
};

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 40, left: 48 };

/**
 * A bar chart drawn on the server as SVG — no chart JavaScript in the browser — with the same
 * numbers in a table beneath it (WCAG 1.1.1: a chart carries its numbers in text too). The SVG
 * scales to its container, so it fits a 320 px screen. Used for monthly series and histograms.
 */
export function BarChart({ title, description, data, valueLabel, categoryLabel, format = defaultFormat }: BarChartProps) {
  const id = useId();
  const max = Math.max(0, ...data.map((d) => d.value));
  const x = scaleBand<string>()
    .domain(data.map((d) => d.label))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  // Counts get whole-number ticks only (no "0.2 completions" on a nearly empty chart).
  const counts = data.every((d) => Number.isInteger(d.value));
  const tickCount = counts ? Math.min(4, Math.max(1, max)) : 4;
  const y = scaleLinear()
    .domain([0, max || 1])
    .nice(tickCount)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = y.ticks(tickCount).filter((tick) => !counts || Number.isInteger(tick));
  // Label every nth bar so labels never overlap (12 months fit; 50 histogram bins do not).
  const labelEvery = Math.max(1, Math.ceil(data.length / 12));
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full text-ink"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-line" strokeWidth={1} />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-ink-muted text-[11px]">
              {format(tick)}
            </text>
          </g>
        ))}
        {data.map((d, index) => (
          <g key={d.label} aria-hidden="true">
            <rect x={x(d.label)} y={y(d.value)} width={x.bandwidth()} height={Math.max(0, y(0) - y(d.value))} className="fill-brand" />
            {index % labelEvery === 0 ? (
              <text
                x={(x(d.label) ?? 0) + x.bandwidth() / 2}
                y={HEIGHT - MARGIN.bottom + 16}
                textAnchor="middle"
                className="fill-ink-muted text-[11px]"
              >
                {d.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand">Show the numbers for “{title}”</summary>
        {/* May scroll sideways at 320 px: a focusable, named region, so a keyboard reaches and scrolls it. */}
        <ScrollRegion label={`Numbers for “${title}”`} className="mt-2">
          <table className="min-w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {categoryLabel}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label} className="border-t border-line">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {d.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}

function defaultFormat(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 1 });
}
