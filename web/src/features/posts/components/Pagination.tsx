import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { useLocation } from 'react-router-dom';
import { isModifiedClick } from '../../../lib/modified-click';
import { pageHref, pageWindow } from '../../../lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/Icons';
import './pagination.css';

/**
 * Previous, numbered pages with ellipses, next, and 'Page X of Y'. Every page is a link to its
 * own URL (`?page=`, other parameters kept), which works without JavaScript; with it, a click calls `onChange` instead.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  disabled?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => pageHref(location.pathname, location.search, target);
  const linkTo = (target: number, props: { className: string; label: string; children: ReactNode }) => {
    if (target < 1 || target > totalPages || (disabled && target !== page)) {
      return (
        // A link to nowhere: no href, so neither followed nor focused.
        <a role="link" className={props.className} aria-disabled="true" aria-label={props.label}>
          {props.children}
        </a>
      );
    }
    return (
      <a
        className={props.className}
        href={hrefFor(target)}
        aria-label={props.label}
        aria-current={target === page && props.className === 'pagination__page' ? 'page' : undefined}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          if (target !== page) onChange(target);
        }}
      >
        {props.children}
      </a>
    );
  };
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {linkTo(page - 1, {
        className: 'pagination__step',
        label: t('pagination.previous'),
        children: (
          <>
            <ChevronLeftIcon />
            <span aria-hidden="true">{t('pagination.previous')}</span>
          </>
        ),
      })}
      <ul className="pagination__pages">
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {linkTo(item, {
                className: 'pagination__page',
                label: t('pagination.page', { page: item }),
                children: item,
              })}
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      {linkTo(page + 1, {
        className: 'pagination__step',
        label: t('pagination.next'),
        children: (
          <>
            <span aria-hidden="true">{t('pagination.next')}</span>
            <ChevronRightIcon />
          </>
        ),
      })}
      <p className="pagination__status">{t('pagination.status', { page, total: totalPages })}</p>
    </nav>
  );
}
