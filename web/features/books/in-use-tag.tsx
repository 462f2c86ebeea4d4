/** The mark of the book the app is showing now. */
export function InUseTag() {
  return (
    <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      Em uso
    </span>
  );
}
