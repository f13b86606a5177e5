import { PostStatus, StoredStatus } from './post-status.js';
import { publicationFor, visibleStatus } from './publishing.js';
import { slugify } from './slug.js';

const now = new Date('2026-06-15T12:00:00Z');
const draft = { status: StoredStatus.draft, publishedAt: null };

describe('publicationFor', () => {
  it('publishes at once when the date is today or past', () => {
    expect(publicationFor(PostStatus.TO_PUBLISH, new Date('2026-06-15T00:00:00Z'), draft, now)).toEqual({
      status: StoredStatus.published,
      publishedAt: now,
    });
  });

  it('schedules a post dated in the future for its date', () => {
    const date = new Date('2026-07-01T00:00:00Z');
    expect(publicationFor(PostStatus.TO_PUBLISH, date, draft, now)).toEqual({
      status: StoredStatus.published,
      publishedAt: date,
    });
  });

  it('keeps the first publication time of a post already public', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    const current = { status: StoredStatus.published, publishedAt: first };
    expect(publicationFor(PostStatus.TO_PUBLISH, first, current, now).publishedAt).toEqual(first);
  });

  it('hides a post saved as draft', () => {
    const current = { status: StoredStatus.published, publishedAt: new Date('2026-01-01T00:00:00Z') };
    expect(publicationFor(PostStatus.DRAFT, now, current, now)).toEqual(draft);
  });
});

describe('visibleStatus', () => {
  it('reads draft, scheduled (to_publish) and published', () => {
    expect(visibleStatus(draft, now)).toBe(PostStatus.DRAFT);
    expect(visibleStatus({ status: StoredStatus.published, publishedAt: new Date('2026-07-01T00:00:00Z') }, now)).toBe(
      PostStatus.TO_PUBLISH,
    );
    expect(visibleStatus({ status: StoredStatus.published, publishedAt: now }, now)).toBe(PostStatus.PUBLISHED);
  });
});

describe('slugify', () => {
  it.each([
    ['La prière du matin', 'la-priere-du-matin'],
    ['¿Qué es la oración?', 'que-es-la-oracion'],
    ['  Faith & Works!  ', 'faith-works'],
    ['2023', 'post-2023'],
    ['!!!', 'post'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
