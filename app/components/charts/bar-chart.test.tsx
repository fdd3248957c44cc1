import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";

describe("BarChart", () => {
  const data = [
    { label: "Jan 2026", value: 3 },
    { label: "Feb 2026", value: 0 },
    { label: "Mar 2026", value: 12 },
  ];
  const html = renderToStaticMarkup(
    <BarChart
      title="Completions per month"
      description="Courses completed each month."
      data={data}
      valueLabel="Completions"
      categoryLabel="Month"
    />,
  );

  it("names the SVG with its title and description", () => {
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<title");
    expect(html).toContain("Completions per month</title>");
    expect(html).toContain("Courses completed each month.</desc>");
  });

  it("draws one bar per value, the tallest reaching the top of the plot", () => {
    const heights = [...html.matchAll(/<rect[^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[2]! / heights[0]!).toBeCloseTo(4, 1);
  });

  it("carries the same numbers in a table", () => {
    expect(html).toContain('<th scope="row" class="py-1 pr-4 font-normal">Mar 2026</th><td class="py-1 text-right tabular-nums">12</td>');
  });

  it("draws an empty series without dividing by zero", () => {
    const empty = renderToStaticMarkup(
      <BarChart title="Hours" description="None yet." data={[{ label: "Jan", value: 0 }]} valueLabel="Hours" categoryLabel="Month" />,
    );
    expect(empty).not.toContain("NaN");
  });

  it("labels a chart of counts in whole numbers only, even when nearly empty", () => {
    const ticksOf = (values: number[]) =>
      [
        ...renderToStaticMarkup(
          <BarChart
            title="Completions"
            description="Few."
            data={values.map((value, i) => ({ label: `M${i}`, value }))}
            valueLabel="Completions"
            categoryLabel="Month"
          />,
        ).matchAll(/text-anchor="end"[^>]*>([^<]+)</g),
      ].map((m) => m[1]);
    expect(ticksOf([0, 0])).toEqual(["0", "1"]);
    expect(ticksOf([0, 1, 2])).toEqual(["0", "1", "2"]);
    expect(ticksOf([0.5, 1.5])).toContain("0.5");
  });
});
