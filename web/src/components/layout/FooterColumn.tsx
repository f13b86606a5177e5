import type { ReactNode } from 'react';

/**
 * One column of the site footer: a landmark (`nav` for links, `section` otherwise) named by its
 * visible heading.
 */
export function FooterColumn({
  id,
  heading,
  as: Element = 'nav',
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  heading: string;
  as?: 'nav' | 'section';
  children: ReactNode;
}) {
  return (
    <Element className="site-footer__column" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      {children}
    </Element>
  );
}
