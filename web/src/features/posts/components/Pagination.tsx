import { useT } from '../../../i18n/use-t';
import { pageWindow } from '../../../lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/Icons';
import './pagination.css';

/** Previous, numbered pages with ellipses, next, and 'Page X of Y'. */
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
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('pagination.previous')}
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
      >
        <ChevronLeftIcon />
        <span aria-hidden="true">{t('pagination.previous')}</span>
      </button>
      <ul className="pagination__pages">
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => item !== page && onChange(item)}
                disabled={disabled}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('pagination.next')}
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        <span aria-hidden="true">{t('pagination.next')}</span>
        <ChevronRightIcon />
      </button>
      <p className="pagination__status">{t('pagination.status', { page, total: totalPages })}</p>
    </nav>
  );
}
