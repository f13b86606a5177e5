import { Link } from 'react-router-dom';
import { href } from '../../config/routes';
import { useT } from '../../i18n/use-t';

/** Tag chips linking to /tag/{tag}; on cards they open in a new tab. */
export function TagChips({ tags, newTab = false }: { tags: readonly string[]; newTab?: boolean }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className="chips" aria-label={t('post.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          {newTab ? (
            <a
              className="chip"
              href={href.tag(tag)}
              target="_blank"
              rel="noopener"
              aria-label={t('post.tagNewTab', { tag })}
            >
              #{tag}
            </a>
          ) : (
            <Link className="chip" to={href.tag(tag)}>
              #{tag}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
