import { forwardRef, type InputHTMLAttributes, useRef } from 'react';
import { centsToInputText, parseAmount, parsePastedAmount } from '../../../common/money';
import { cn } from '../../lib/cn';
import { inputClass } from './field';

/**
 * Brazilian money text: comma for cents, dots for thousands, at most two decimals, only digits, comma and dot
 * (and a leading minus when negatives are allowed). The value stays text while typing; the form reads it with the
 * contract's moneyText (common/contract/shared.ts).
 */
export function sanitizeMoneyText(text: string, allowNegative = false): string {
  const negative = allowNegative && text.trim().startsWith('-');
  let cleaned = text.replace(/[^\d.,]/g, '');
  const comma = cleaned.indexOf(',');
  if (comma >= 0) {
    const whole = cleaned.slice(0, comma);
    const fraction = cleaned
      .slice(comma + 1)
      .replace(/[.,]/g, '')
      .slice(0, 2);
    cleaned = `${whole},${fraction}`;
  }
  return negative ? `-${cleaned}` : cleaned;
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
  allowNegative?: boolean;
  /** The currency's symbol before the amount ('R$' unless told: 'US$', '€', 'ARS'). */
  prefix?: string;
};

export const MoneyInput = forwardRef<HTMLInputElement, Props>(function MoneyInput(
  {
    value,
    onChange,
    allowNegative = false,
    prefix = 'R$',
    className,
    onBlur,
    onFocus,
    onMouseUp,
    onKeyDown,
    ...props
  },
  ref,
) {
  // Focus selects the whole value, so what is typed replaces it and the caret never lands inside a pre-filled
  // '1.500,00' (typing 1500 before '0,00' gave '15.000,00'). A click or tap focuses on its press and would
  // collapse that selection to a caret on its release: the release that comes right after focusing is
  // cancelled, later ones place the caret as usual.
  const selectedOnFocus = useRef(false);
  return (
    <div className="relative">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400">
        {prefix}
      </span>
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        className={cn(
          inputClass,
          prefix.length > 2 ? 'pl-14' : 'pl-10',
          'text-right tabular-nums',
          className,
        )}
        value={value}
        onChange={(e) => onChange(sanitizeMoneyText(e.target.value, allowNegative))}
        onPaste={(e) => {
          // A whole amount pasted with both separators ('1,234.50') is read as meant, not cut at its first
          // comma; pasted into part of what is there, or with one kind of separator, it is typed text.
          const field = e.currentTarget;
          const replacesAll = field.selectionStart === 0 && field.selectionEnd === field.value.length;
          const pasted = replacesAll ? parsePastedAmount(e.clipboardData.getData('text')) : null;
          if (pasted === null) return;
          e.preventDefault();
          onChange(centsToInputText(allowNegative ? pasted : Math.abs(pasted)));
        }}
        onFocus={(e) => {
          e.currentTarget.select();
          selectedOnFocus.current = true;
          onFocus?.(e);
        }}
        onKeyDown={(e) => {
          // Focused by the keyboard no release follows: the next click inside places the caret as usual.
          selectedOnFocus.current = false;
          onKeyDown?.(e);
        }}
        onMouseUp={(e) => {
          // A tap's mouse events follow its touch ones, so this covers phones too.
          if (selectedOnFocus.current) e.preventDefault();
          selectedOnFocus.current = false;
          onMouseUp?.(e);
        }}
        onBlur={(e) => {
          selectedOnFocus.current = false;
          // Leaving the field writes the amount in full ('1500' becomes '1.500,00'). It reads what the field
          // holds, not this render's `value`: text typed just before leaving may not have re-rendered yet, and
          // the older value would be written over it.
          const cents = parseAmount(e.currentTarget.value, 'comma');
          if (cents !== null) onChange(centsToInputText(cents));
          onBlur?.(e);
        }}
        {...props}
      />
    </div>
  );
});
