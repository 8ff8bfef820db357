import { Box, Skeleton, type BoxProps } from '@chakra-ui/react';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TooltipContentProps, XAxisProps, YAxisProps } from 'recharts';
import { withChunkTimeout } from '@/lib/lazy-route';

/** One category's values (a day, a building), each series's by its key. */
export type BarRow = Record<string, string | number>;

export interface BarsProps {
  rows: BarRow[];
  /** One bar per series and category. */
  series: { key: string; label: string; color: string }[];
  /** The key of each row that names its category on the axis. */
  category: string;
  /** The chart's height; its placeholder's too, so nothing moves when it is drawn. */
  height: BoxProps['h'];
  tooltip: (props: TooltipContentProps) => ReactNode;
  legend: boolean;
  xAxis: Pick<XAxisProps, 'interval' | 'minTickGap' | 'tickFormatter'>;
  yAxis: Pick<YAxisProps, 'width' | 'allowDecimals' | 'tickFormatter'>;
  barCategoryGap?: string;
}

const Bars = lazy(() => withChunkTimeout(import('./bars')));

/** How far below the screen a chart starts loading, so it is drawn by the time it is seen. */
const NEAR_SCREEN = '200px';

const DrawWhenSeen = createContext(false);

/**
 * Inside, a chart is drawn only once it comes near the screen: a page whose charts sit below
 * the fold (the dashboard's) does not load the charting library for a visitor who never
 * scrolls to them.
 */
export function ChartsWhenSeen({ children }: { children: ReactNode }) {
  return <DrawWhenSeen value={true}>{children}</DrawWhenSeen>;
}

/** True once `ref`'s element has come near the screen (at once when not `deferred`). */
function useSeen(ref: RefObject<HTMLElement | null>, deferred: boolean): boolean {
  const [seen, setSeen] = useState(() => !deferred || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setSeen(true);
        observer.disconnect();
      },
      { rootMargin: `${NEAR_SCREEN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/**
 * A bar chart whose code (recharts) loads apart from the screen's; its box has the chart's
 * height from the start, empty until the chart is wanted, a skeleton while its code loads.
 */
export function LazyBars(props: BarsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref, useContext(DrawWhenSeen));
  return (
    <Box ref={ref} h={props.height} data-chart="" aria-hidden>
      {seen && (
        <Suspense fallback={<Skeleton h="full" />}>
          <Bars {...props} />
        </Suspense>
      )}
    </Box>
  );
}
