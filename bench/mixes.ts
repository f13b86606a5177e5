// Cache-busting request mixes for the benchmark: random posts, list pages, search words and tag
// pages drawn from the loaded content, so that each request is (almost always) one the response
// cache has not seen. Seeded: every run, and every measure within a run, sends the same sequence.
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import { gql, graphql } from './server.ts';

/** One request of a mix. */
export interface MixRequest {
  path: string;
  body?: string;
}

/** Makes a fresh request sequence: each call of the returned function gives the next request. */
export type MixSequence = () => () => MixRequest;

/** Seed of every sequence (any constant: it makes runs comparable). */
const SEED = 0x5eed;

/** A sequence that draws from `make`, with the same seed every time it starts. */
const seeded =
  <T>(items: readonly T[], make: (item: T) => MixRequest): MixSequence =>
  () => {
    const generator = xoroshiro128plus(SEED);
    return () => make(items[unsafeUniformIntDistribution(0, items.length - 1, generator)]);
  };

/** Words a reader of each language searches for: frequent and rare ones, as real searches are. */
const SEARCH_WORDS: Record<string, readonly string[]> = {
  en: [
    'lord',
    'grace',
    'bethlehem',
    'shepherd',
    'mercy',
    'prayer',
    'wisdom',
    'river',
    'lamb',
    'covenant',
    'faith',
    'temple',
    'jordan',
    'harvest',
    'sabbath',
    'comfort',
  ],
  fr: [
    'seigneur',
    'grâce',
    'berger',
    'prière',
    'sagesse',
    'foi',
    'temple',
    'agneau',
    'jourdain',
    'moisson',
    'sabbat',
    'consolation',
  ],
  es: [
    'señor',
    'gracia',
    'pastor',
    'oración',
    'sabiduría',
    'fe',
    'templo',
    'cordero',
    'jordán',
    'cosecha',
    'sábado',
    'consuelo',
  ],
  it: [
    'signore',
    'grazia',
    'pastore',
    'preghiera',
    'sapienza',
    'fede',
    'tempio',
    'agnello',
    'giordano',
    'mietitura',
    'sabato',
    'conforto',
  ],
};

const CARD = 'id slug title excerpt cover date author tags commentCount';

const POST_PAGE_QUERY = `query ($id: ID) { post(id: $id) { ${CARD} locale updatedAt allowComments
  coverImage { url width height srcset } sections { id title content image orderIndex }
  comments { id name content createdAt } translations { id locale slug title } } }`;
const HOME_QUERY = `query ($page: Int) { posts(page: $page, pageSize: 12) { totalItems totalPages items { ${CARD} } } }`;
const SEARCH_QUERY = `query ($q: String, $l: Locale) { posts(search: $q, locale: $l, pageSize: 12) { totalItems items { ${CARD} searchSnippet } } }`;
const TAG_QUERY = `query ($tag: String!) { postsByTag(tag: $tag, first: 12) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${CARD} } } } }`;

/** A cache-busting mix: its name, the target key in the table, and its request sequence. */
export interface Mix {
  name: string;
  target: string;
  method: 'GET' | 'POST';
  sequence: MixSequence;
}

/**
 * The mixes over the content of the server at `base`: random published post ids (up to
 * 2,000), every list page, the search words of the four languages and the 40 most used tags.
 * @returns the mixes, and the post ids they draw from (newest first).
 */
export async function cacheBustingMixes(base: string): Promise<{ mixes: Mix[]; postIds: string[] }> {
  const probe = await graphql<{ posts: { totalPages: number } }>(base, gql('{ posts(pageSize: 12) { totalPages } }'));
  const pages = Array.from({ length: probe.posts.totalPages }, (_, index) => index + 1);
  const ids: string[] = [];
  for (let page = 1; ids.length < 2000; page++) {
    const data = await graphql<{ posts: { items: { id: string }[] } }>(
      base,
      gql('query ($page: Int) { posts(page: $page, pageSize: 100) { items { id } } }', { page }),
    );
    if (data.posts.items.length === 0) break;
    ids.push(...data.posts.items.map((item) => item.id));
  }
  const tagData = await graphql<{ popularTags: { tag: string }[] }>(base, gql('{ popularTags(limit: 40) { tag } }'));
  const tags = tagData.popularTags.map((entry) => entry.tag);
  const searches = Object.entries(SEARCH_WORDS).flatMap(([locale, words]) => words.map((word) => ({ locale, word })));
  const graphqlBody = (query: string, variables: Record<string, unknown>) => ({
    path: '/graphql',
    body: gql(query, variables),
  });
  const mixes: Mix[] = [
    {
      name: 'random post, REST GET /api/blogs/{id}',
      target: 'post',
      method: 'GET',
      sequence: seeded(ids, (id) => ({ path: `/api/blogs/${id}` })),
    },
    {
      name: 'random post, GraphQL post page query',
      target: 'post',
      method: 'POST',
      sequence: seeded(ids, (id) => graphqlBody(POST_PAGE_QUERY, { id })),
    },
    {
      name: 'random list page, REST GET /api/blogs?page=N',
      target: 'list',
      method: 'GET',
      sequence: seeded(pages, (page) => ({ path: `/api/blogs?page=${page}` })),
    },
    {
      name: 'random list page, GraphQL posts(page: N)',
      target: 'list',
      method: 'POST',
      sequence: seeded(pages, (page) => graphqlBody(HOME_QUERY, { page })),
    },
    {
      name: 'random search word (4 languages), REST GET /api/blogs?search=',
      target: 'search',
      method: 'GET',
      sequence: seeded(searches, ({ word }) => ({ path: `/api/blogs?search=${encodeURIComponent(word)}` })),
    },
    {
      name: 'random search word (4 languages), GraphQL posts(search:) with snippets',
      target: 'search',
      method: 'POST',
      sequence: seeded(searches, ({ word, locale }) => graphqlBody(SEARCH_QUERY, { q: word, l: locale })),
    },
    {
      name: 'random tag page, GraphQL postsByTag(first: 12)',
      target: 'tag',
      method: 'POST',
      sequence: seeded(tags, (tag) => graphqlBody(TAG_QUERY, { tag })),
    },
    {
      name: 'random post page HTML (GET /blogs/{id})',
      target: 'post page HTML',
      method: 'GET',
      sequence: seeded(ids, (id) => ({ path: `/blogs/${id}` })),
    },
  ];
  return { mixes, postIds: ids };
}
