import { Skeleton, SkeletonBlock, SkeletonRows } from '../../components/ui/skeleton';
import type { TabValue } from './report-tabs';

/**
 * The reports' places while their figures load, each shaped as what arrives. Read as 'Carregando dados...', the
 * words the page had before it had skeletons.
 */
const LOADING = 'Carregando dados...';

/** A group's donut beside its table (Categorias, Favorecidos, Tags). */
function BreakdownShape() {
  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <SkeletonBlock className="h-72 lg:col-span-2" />
      <SkeletonBlock className="h-72 lg:col-span-3" />
    </div>
  );
}

/** The bars over the month-by-month table (Tendências). */
function TrendsShape() {
  return (
    <>
      <SkeletonBlock className="h-96" />
      <SkeletonRows rows={4} />
    </>
  );
}

/** The two top-five lists (Insights). */
function TopListsShape() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SkeletonBlock className="h-64" />
      <SkeletonBlock className="h-64" />
    </div>
  );
}

/** The flow's chart over its table (Fluxo); on a phone, the table only. */
function FlowShape() {
  return (
    <>
      <SkeletonBlock className="hidden h-80 sm:block" />
      <SkeletonRows rows={6} />
    </>
  );
}

/** A month's grid of days (Calendário). */
function CalendarShape() {
  return <SkeletonBlock className="h-96" />;
}

const shapes = {
  breakdown: BreakdownShape,
  trends: TrendsShape,
  top: TopListsShape,
  flow: FlowShape,
  calendar: CalendarShape,
} as const;
type Shape = keyof typeof shapes;

const shapeOfTab: Record<TabValue, Shape> = {
  categorias: 'breakdown',
  favorecidos: 'breakdown',
  tags: 'breakdown',
  fluxo: 'flow',
  calendario: 'calendar',
  tendencias: 'trends',
  insights: 'top',
};

/** The whole report while its summary loads: the summary card, the tabs' bar, then the chosen tab's shape. */
export function ReportSkeleton({ tab }: { tab: TabValue }) {
  const TabShape = shapes[shapeOfTab[tab]];
  return (
    <Skeleton label={LOADING}>
      <SkeletonBlock className="h-44 sm:h-36" />
      <SkeletonBlock className="h-10" />
      <div className="flex flex-col gap-3 pt-1">
        <TabShape />
      </div>
    </Skeleton>
  );
}

/** One tab's figures while they load, below its own controls. */
export function TabSkeleton({ shape }: { shape: Shape }) {
  const TabShape = shapes[shape];
  return (
    <Skeleton label={LOADING}>
      <TabShape />
    </Skeleton>
  );
}

/** The facts of 'Destaques do período', inside their card. */
export function FactsSkeleton() {
  return (
    <Skeleton label={LOADING}>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <SkeletonBlock className="h-20 rounded-lg" />
        <SkeletonBlock className="h-20 rounded-lg" />
        <SkeletonBlock className="h-20 rounded-lg" />
      </div>
    </Skeleton>
  );
}

/** The printable page's sections (tables) while they load. */
export function PrintableSkeleton() {
  return (
    <Skeleton label={LOADING} className="mt-6">
      <SkeletonRows rows={6} rowClassName="h-8" />
    </Skeleton>
  );
}
