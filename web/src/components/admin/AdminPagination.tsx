import { pageWindow } from '../../lib/pagination';
import { useAdminT } from '../../i18n/admin-messages';

/**
 * Previous, numbered pages (all of them up to 5, else first, neighbours, ellipses, last), next,
 * and 'Page X of Y' (product-spec sections 2 and 9).
 */
export function AdminPagination({
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
  const t = useAdminT();
  if (totalPages < 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t('admin.pagination.label')}>
      <ul className="admin-pagination__pages">
        <li>
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            onClick={() => onChange(page - 1)}
            disabled={disabled || page <= 1}
          >
            {t('admin.pagination.previous')}
          </button>
        </li>
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small admin-pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('admin.pagination.page', { page: item })}
                onClick={() => item !== page && onChange(item)}
                disabled={disabled}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="admin-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            onClick={() => onChange(page + 1)}
            disabled={disabled || page >= totalPages}
          >
            {t('admin.pagination.next')}
          </button>
        </li>
      </ul>
      <p className="admin-pagination__status" aria-live="polite">
        {t('admin.pagination.status', { page, total: totalPages })}
      </p>
    </nav>
  );
}
