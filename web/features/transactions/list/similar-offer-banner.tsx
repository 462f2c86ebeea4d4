import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { SimilarOffer } from './use-categorise';

/** After a row's category changed: its similar rows in another category, and one action for them and a rule. */
export function SimilarOfferBanner({
  offer,
  pending,
  onApply,
  onDismiss,
}: {
  offer: SimilarOffer;
  pending: boolean;
  onApply: () => void;
  onDismiss: () => void;
}) {
  const n = offer.ids.length;
  return (
    // Fixed over the bottom of the screen, as the selection's bar: the row just changed may be far down the list,
    // and an offer at the list's top went unseen. The opaque box under it keeps the list from showing through.
    <div className="fixed inset-x-2 bottom-20 z-30 mx-auto max-w-3xl rounded-lg bg-white shadow-lg dark:bg-slate-900">
      <Alert tone="info" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <span>
          {/* The rows counted are the list's (its period and filters), not the whole history: it says so. */}
          {n === 1 ? 'Outra transação parecida nesta lista' : `Outras ${n} transações parecidas nesta lista`}{' '}
          com “{offer.description}” {n === 1 ? 'está' : 'estão'} fora de {offer.category.name}. A regra
          “descrição contém {offer.phrase}” as categoriza daqui em diante.
        </span>
        <span className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" disabled={pending} onClick={onApply}>
            {n === 1
              ? 'Aplicar à outra parecida e criar regra'
              : `Aplicar às outras ${n} parecidas e criar regra`}
          </Button>
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            Agora não
          </Button>
        </span>
      </Alert>
    </div>
  );
}
