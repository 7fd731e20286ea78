import { useEffect, useRef } from 'react';
import type { MortgageYear } from '../../../lib/purchase-costs/mortgage';
import styles from './purchase-costs.module.css';

export interface ChartLabels {
  balance: string;
  interestPaid: string;
  principalPaid: string;
  year: string;
  format: (amount: number) => string;
}

/**
 * The balance and what has been paid, year by year, drawn by uPlot. The library and its styles are
 * downloaded when this chart first shows (never with the page), and the chart is hidden from assistive
 * technology: the table per year next to it holds the same figures.
 */
export function AmortisationChart({ years, labels }: { years: MortgageYear[]; labels: ChartLabels }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || years.length === 0) return;
    let disposed = false;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (disposed) return;
      let interest = 0;
      let principal = 0;
      const cumulative = years.map((year) => {
        interest += year.interest;
        principal += year.principal;
        return { interest, principal };
      });
      const size = () => ({ width: Math.max(element.clientWidth, 260), height: 260 });
      const money = (_: unknown, values: number[]) => values.map((value) => labels.format(value));
      plot = new UPlot(
        {
          ...size(),
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false } },
          axes: [
            { label: labels.year, values: (_, values) => values.map((value) => String(value)) },
            { values: money, size: 90 },
          ],
          series: [
            { label: labels.year },
            { label: labels.balance, stroke: '#102640', width: 2, value: (_, value) => labels.format(value) },
            {
              label: labels.principalPaid,
              stroke: '#b08d57',
              width: 2,
              value: (_, value) => labels.format(value),
            },
            {
              label: labels.interestPaid,
              stroke: '#a4282c',
              width: 2,
              dash: [6, 4],
              value: (_, value) => labels.format(value),
            },
          ],
        },
        [
          [0, ...years.map((year) => year.year)],
          [years[0].balance + years[0].principal, ...years.map((year) => year.balance)],
          [0, ...cumulative.map((entry) => entry.principal)],
          [0, ...cumulative.map((entry) => entry.interest)],
        ],
        element,
      );
      observer = new ResizeObserver(() => plot?.setSize(size()));
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [years, labels]);
  return <div ref={host} className={styles.chart} aria-hidden="true" data-testid="amortisation-chart" />;
}
