import { useId } from 'react';
import styles from './bar-chart.module.css';

export interface BarChartTable {
  caption: string;
  /** The first column's header, then one per figure. */
  columns: readonly string[];
  rows: readonly { key: string; header: string; cells: readonly string[] }[];
}

interface BarChartProps {
  /** One bar per value, left to right. */
  values: readonly number[];
  /** The figure's caption, which also names the chart for screen readers. */
  caption: string;
  /** The labels under the first and the last bar. */
  axis: readonly [string, string];
  formatValue: (value: number) => string;
  /** What screen readers read instead of the bars: every figure of every bar. */
  table: BarChartTable;
  testId?: string;
}

/**
 * Bars in an SVG drawn for the eye only, beside a table that screen readers read instead; the figure's
 * caption names both.
 */
export function BarChart({ values, caption, axis, formatValue, table, testId }: BarChartProps) {
  const captionId = useId();
  const highest = Math.max(1, ...values);
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.scale}>
          <span>{formatValue(highest)}</span>
          <span>{formatValue(0)}</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${Math.max(1, values.length)} 100`}
          preserveAspectRatio="none"
          focusable="false"
          data-testid={testId}
        >
          {values.map((value, index) =>
            value > 0 ? (
              <rect
                key={index}
                className={styles.bar}
                x={index + 0.15}
                width={0.7}
                y={100 - (value / highest) * 100}
                height={(value / highest) * 100}
              />
            ) : null,
          )}
        </svg>
        <span />
        <div className={styles.axis}>
          <span>{axis[0]}</span>
          <span>{axis[1]}</span>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <table className="visually-hidden">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
