import { Skeleton, SkeletonBlock, SkeletonCards, SkeletonRows } from '../../../components/ui/skeleton';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';

/**
 * The list's place while its first page loads, shaped as what arrives: on a desktop the three total cards over
 * the table; on a phone the one-line summary, then a day's heading and its rows, so the list does not jump
 * down the screen when it comes.
 */
export function TransactionsSkeleton() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <Skeleton label="Carregando transações...">
      {desktop ? (
        <>
          <SkeletonCards cols={3} />
          <SkeletonRows rows={6} />
        </>
      ) : (
        <>
          <div data-testid="skeleton-summary">
            <SkeletonBlock className="h-14" />
          </div>
          <SkeletonBlock className="mt-2 h-4 w-20 rounded-md" />
          <div data-testid="skeleton-rows" className="flex flex-col gap-2">
            <SkeletonRows rows={6} rowClassName="h-14" />
          </div>
        </>
      )}
    </Skeleton>
  );
}
