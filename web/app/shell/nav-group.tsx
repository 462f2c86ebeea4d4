import type { ReactNode } from 'react';

/**
 * One group of the menu (nav-items.ts): its heading, when it has one, names its list for screen readers. The
 * desktop's sidebar and the phone's sheet lay out the entries their own way and give them as `children` (`li`s).
 */
export function NavGroup({
  heading,
  id,
  first,
  headingClassName,
  listClassName,
  children,
}: {
  heading: string | null;
  /** The heading's id, unique on the page. */
  id: string;
  first: boolean;
  headingClassName: string;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={first ? undefined : 'mt-4'}>
      {heading ? (
        <h2
          id={id}
          className={`${headingClassName} text-xs font-semibold text-slate-500 dark:text-slate-400`}
        >
          {heading}
        </h2>
      ) : null}
      <ul className={listClassName} aria-labelledby={heading ? id : undefined}>
        {children}
      </ul>
    </div>
  );
}
