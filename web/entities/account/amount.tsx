import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';

/**
 * An amount in reais as 'R$ 1.234,56', red when negative. A movement is signed: '+' and green when money
 * came in.
 */
export function Amount({
  value,
  movement = false,
  className,
}: {
  value: number;
  movement?: boolean;
  className?: string;
}) {
  const tone =
    value < 0
      ? 'text-red-600 dark:text-red-400'
      : movement && value > 0
        ? 'text-emerald-700 dark:text-emerald-400'
        : undefined;
  return (
    <span className={cn('money', tone, className)}>
      {movement && value > 0 ? '+' : ''}
      {formatReais(value)}
    </span>
  );
}
