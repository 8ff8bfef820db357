import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarsProps } from './lazy-bars';

/**
 * Bars per category (`@chakra-ui/charts` over recharts): its own chunk, loaded by `LazyBars`
 * only where a chart is drawn, since recharts outweighs the rest of a screen.
 */
export default function Bars({ rows, series, category, height, tooltip, legend, xAxis, yAxis, barCategoryGap }: BarsProps) {
  const chart = useChart({
    data: rows,
    series: series.map((one) => ({ name: one.key, color: one.color, label: one.label })),
  });
  return (
    <Chart.Root chart={chart} h={height} aspectRatio="auto" aria-hidden>
      <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} barCategoryGap={barCategoryGap}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={category}
          tickLine={false}
          axisLine={{ stroke: chart.color('border') }}
          interval={xAxis.interval}
          minTickGap={xAxis.minTickGap}
          tickFormatter={xAxis.tickFormatter}
        />
        <YAxis width={yAxis.width} tickLine={false} axisLine={false} allowDecimals={yAxis.allowDecimals} tickFormatter={yAxis.tickFormatter} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={tooltip} />
        {legend && <Legend verticalAlign="top" align="left" content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Bar key={item.name} dataKey={item.name} fill={chart.color(item.color)} radius={[2, 2, 0, 0]} isAnimationActive={false} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
