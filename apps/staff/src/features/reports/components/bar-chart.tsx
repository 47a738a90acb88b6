import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Chart.js, tree-shaken to bar charts only, reaches the browser in the reports screen's own
// chunk (docs/decisions/030-sales-report.md): no other screen downloads it.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * A bar chart of one series. The canvas is a picture for the eye: its label says what it shows,
 * and the same figures are in the table beside it for screen readers and for copying.
 */
export function BarChart({
  label,
  labels,
  values,
  format,
  horizontal = false,
}: {
  label: string;
  labels: string[];
  values: number[];
  format: (value: number) => string;
  horizontal?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels: [],
        datasets: [{ label, data: [], backgroundColor: '#1d4ed8', maxBarThickness: 56 }],
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: { callbacks: { label: (item) => format(Number(item.raw)) } },
        },
        scales: {
          [horizontal ? 'x' : 'y']: {
            beginAtZero: true,
            ticks: { callback: (value) => format(Number(value)) },
          },
        },
      },
    };
    chart.current = new Chart(canvas.current, config);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [label, format, horizontal]);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data.labels = labels;
    current.data.datasets[0]!.data = values;
    current.update();
  }, [labels, values, label, format, horizontal]);

  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
