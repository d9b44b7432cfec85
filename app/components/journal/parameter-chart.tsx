import type { ChartTable, ChartView } from "~/domain/journal/chart";

/**
 * One parameter over time, drawn by the server as inline SVG: the shaded range the tank's fish share, dashed lines
 * on water-change days, the tests as a line. It reads without JavaScript; the sentence under it says what it shows
 * and the journal's table view (ChartTableView) gives every test, for readers who cannot see the drawing.
 */
export function ParameterChart({ chart }: { chart: ChartView }) {
  const { geometry: g, parameter } = chart;
  const id = `chart-${parameter}`;
  const unit = chart.unit ? ` (${chart.unit})` : "";
  return (
    <figure aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {chart.title}
        {unit}
      </h3>
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        className="mt-2 h-auto w-full"
        data-chart={parameter}
      >
        <title id={`${id}-title`}>{`${chart.title} over time`}</title>
        {g.band ? (
          <rect x={g.plot.left} y={g.band.y} width={g.plot.right - g.plot.left} height={g.band.height} fill="#dcfce7" data-band="" />
        ) : null}
        {g.yTicks.map((tick) => (
          <g key={`y${tick.label}`}>
            <line x1={g.plot.left} x2={g.plot.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
            <text x={g.plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize="11" fill="#475569">
              {tick.label}
            </text>
          </g>
        ))}
        {g.xTicks.map((tick) => (
          <text key={`x${tick.x}`} x={tick.x} y={g.height - 6} textAnchor="middle" fontSize="11" fill="#475569">
            {tick.label}
          </text>
        ))}
        {g.waterChanges.map((x, index) => (
          <line
            key={`w${index}`}
            x1={x}
            x2={x}
            y1={g.plot.top}
            y2={g.plot.bottom}
            stroke="#0284c7"
            strokeWidth="1"
            strokeDasharray="3 3"
            data-water-change=""
          />
        ))}
        <path d={g.line} fill="none" stroke="#0f766e" strokeWidth="2" strokeLinejoin="round" />
        {g.dots.map((dot, index) => (
          <circle key={`d${index}`} cx={dot.x} cy={dot.y} r="3" fill="#0f766e" />
        ))}
      </svg>
      <figcaption id={`${id}-summary`} className="mt-2 text-sm text-slate-700">
        {chart.summary}
      </figcaption>
    </figure>
  );
}

/** The tests of the charts' range as one table: the charts' text alternative, folded away until asked for. */
export function ChartTableView({ table }: { table: ChartTable }) {
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Show the tests as a table</summary>
      <div className="mt-3 overflow-x-auto">
        {/* Cells carry no classes of their own: a year of tests is a few thousand of them. */}
        <table className="w-full text-left text-sm [&_tbody_tr]:border-b [&_tbody_tr]:border-slate-100 [&_td]:py-1 [&_td]:pr-4 [&_th]:py-1 [&_th]:pr-4">
          <caption className="sr-only">The tests charted above, newest last</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="font-medium">
                Taken (UTC)
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="[&_th]:font-normal">
            {table.rows.map((row, index) => (
              <tr key={`${row.takenAt}-${index}`}>
                <th scope="row">{row.takenAt.slice(0, 16).replace("T", " ")}</th>
                {row.cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
