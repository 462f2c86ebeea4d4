import type { FormEventHandler, ReactNode } from 'react';

/** Side by side from the sm breakpoint; on a phone only the value and the date share a line. */
const half = 'col-span-2 sm:col-span-1';
const whole = 'col-span-2';

interface Props {
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Alerts above the fields (no account yet; a transfer leg; an installment). */
  notice?: ReactNode;
  type: ReactNode;
  amount: ReactNode;
  date: ReactNode;
  account: ReactNode;
  /** The category, or a transfer's destination account. */
  category: ReactNode;
  /** 'Compra em outra moeda' (a new income or expense on an account in reais). */
  foreign?: ReactNode;
  /** On a card: the installments and the bill. */
  card?: ReactNode;
  description: ReactNode;
  payee?: ReactNode;
  tags?: ReactNode;
  /** What only one dialog has (the edit's status), after the fields both have. */
  more?: ReactNode;
  splits?: ReactNode;
  /**
   * In a shared book: who paid the expense and how it is divided between the book's people. Placed as it is (it
   * spans the grid itself), as it may render nothing and an empty cell would still take a gap.
   */
  people?: ReactNode;
  /** Below everything: a link, the save error. */
  end?: ReactNode;
}

/**
 * The order and the grid of the fields of 'Nova transação' and 'Editar Transação', written once so the two
 * dialogs read alike: type; value and date; account and category; the card's bill; description; payee and tags;
 * then the split parts and, in a shared book, the people. Each dialog passes its own bound fields.
 */
export function TransactionFieldLayout(props: Props) {
  return (
    <form id={props.formId} noValidate onSubmit={props.onSubmit} className="grid grid-cols-2 gap-4">
      {props.notice}
      <div className={whole}>{props.type}</div>
      {props.amount}
      {props.date}
      <div className={half}>{props.account}</div>
      <div className={half}>{props.category}</div>
      {props.foreign ? <div className={whole}>{props.foreign}</div> : null}
      {props.card ? <div className={whole}>{props.card}</div> : null}
      <div className={whole}>{props.description}</div>
      {props.payee ? <div className={half}>{props.payee}</div> : null}
      {props.tags ? <div className={half}>{props.tags}</div> : null}
      {props.more ? <div className={half}>{props.more}</div> : null}
      {props.splits ? <div className={whole}>{props.splits}</div> : null}
      {props.people}
      {props.end}
    </form>
  );
}
