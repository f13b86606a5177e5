import { type CoverSpec, renderCoverPng } from '../../../api/src/modules/seed/cover-art.js';
import type { Site } from './site.js';

type Locale = 'en' | 'fr' | 'es' | 'it';

/** Cover pictures of the sample posts, painted by the demo content's own cover art. */
const PALETTES: Record<string, CoverSpec> = {
  dawn: { sky: ['#f7d9b5', '#f2a878'], ground: ['#b86b3c', '#d99a6c'], accent: '#fff3d6', motif: 'sunrise', seed: 1 },
  olive: { sky: ['#e4ecd0', '#b8c98f'], ground: ['#5f7a3a', '#8ba35d'], accent: '#fffbe6', motif: 'fields', seed: 2 },
  desert: { sky: ['#fbe3c0', '#e9b97a'], ground: ['#a86a32', '#c98f52'], accent: '#fff6df', motif: 'rays', seed: 3 },
  sea: { sky: ['#d4e7f2', '#8fbfd9'], ground: ['#2f6f8f', '#5a97b5'], accent: '#fffaf0', motif: 'waves', seed: 4 },
  dusk: { sky: ['#d9c7e6', '#9c7bb8'], ground: ['#4d3a66', '#74589a'], accent: '#ffe3b3', motif: 'stars', seed: 5 },
  forest: { sky: ['#d7e8d3', '#8fbf96'], ground: ['#2e5e3e', '#4f8a5f'], accent: '#fff8e1', motif: 'arches', seed: 6 },
};

/** Uploads an image through the GraphQL multipart protocol (as the admin); @returns its id. */
async function uploadImage(site: Site, bytes: Buffer, filename: string): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadImage(file: $file) { id } }',
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
  const response = await fetch(site.url('/graphql'), {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${site.token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { uploadImage: { id: string } }; errors?: unknown };
  if (!body.data?.uploadImage) throw new Error(`upload failed: ${JSON.stringify(body.errors)}`);
  return body.data.uploadImage.id;
}

/** Creates a published post through GraphQL (as the admin). */
export async function createPost(
  site: Site,
  input: Record<string, unknown>,
): Promise<{ id: string; slug: string; title: string }> {
  const result = await site.t.gql<{ createPost: { id: string; slug: string; title: string } }>(
    'mutation ($input: PostInput!) { createPost(input: $input) { id slug title } }',
    { input: { status: 'TO_PUBLISH', ...input } },
    { token: site.token },
  );
  if (!result.data?.createPost) throw new Error(`createPost failed: ${JSON.stringify(result.errors)}`);
  return result.data.createPost;
}

/** @returns a 1200x675 PNG cover in one of the palettes. */
export function makeCover(palette: keyof typeof PALETTES): Promise<Buffer> {
  return renderCoverPng(PALETTES[palette], { width: 1200, height: 675 });
}

function sections(paragraphs: string[][], titles: string[], quote?: string) {
  return titles.map((title, index) => ({
    title,
    content:
      paragraphs[index].map((text) => `<p>${text}</p>`).join('') +
      (index === 0 && quote ? `<blockquote><p>${quote}</p></blockquote>` : ''),
  }));
}

interface PostSpec {
  key: string;
  locale: Locale;
  translationOf?: string;
  title: string;
  excerpt: string;
  tags: string[];
  date: string;
  cover?: keyof typeof PALETTES;
  author?: string;
  allowComments?: boolean;
  titles: string[];
  paragraphs: string[][];
  quote?: string;
}

const EN_FILLER = [
  'Read the passage once for the story, then again for the details: who speaks, to whom, and what changes by the end.',
  'The question is not only what the text meant then, but what it asks of us now, in our homes, our work and our worries.',
];

/** The sample content: eleven English articles, some translated, three featured, a few comments. */
export const POSTS: PostSpec[] = [
  {
    key: 'shepherd',
    locale: 'en',
    title: 'The Lord Is My Shepherd: Reading Psalm 23 Slowly',
    excerpt: 'Six verses that have comforted readers for three thousand years, read one phrase at a time.',
    tags: ['psalms', 'faith', 'comfort'],
    date: '2025-10-12T09:00:00.000Z',
    cover: 'dawn',
    titles: ['A song for the whole of life', 'Green pastures and dark valleys'],
    paragraphs: [
      [
        'Psalm 23 is often read at funerals, but David wrote it for the living. It walks through ordinary days, hard seasons and the hope of home.',
        'The psalm begins with a relationship before it mentions any blessing: the Lord is my shepherd. Everything else follows from that.',
      ],
      [
        'The shepherd leads to rest and also through the valley of the shadow of death. Comfort is not the absence of the valley but the presence of the one who walks in it with us.',
        ...EN_FILLER,
      ],
    ],
    quote: 'The Lord is my shepherd; I shall not want. (Psalm 23:1)',
  },
  {
    key: 'wisdom',
    locale: 'en',
    title: 'Walking in Wisdom: Proverbs for Everyday Decisions',
    excerpt: 'How a book of short sayings can shape the long habits of a faithful life.',
    tags: ['wisdom', 'proverbs', 'faith'],
    date: '2025-09-20T09:00:00.000Z',
    cover: 'olive',
    titles: ['The fear of the Lord', 'Small choices, long roads'],
    paragraphs: [
      ['Proverbs opens by naming its goal: to give prudence to the simple and knowledge to the young.', EN_FILLER[0]],
      ['Wisdom in Proverbs is practical: how we speak, spend, work and listen.', EN_FILLER[1]],
    ],
    quote: 'Trust in the Lord with all your heart, and do not lean on your own understanding. (Proverbs 3:5)',
  },
  {
    key: 'james',
    locale: 'en',
    title: 'Faith That Works: Reading James 2 Today',
    excerpt: 'James and Paul are not at odds: living faith always shows itself in love.',
    tags: ['faith', 'james', 'service'],
    date: '2025-08-02T09:00:00.000Z',
    cover: 'desert',
    titles: ['Faith and works', 'Mercy triumphs'],
    paragraphs: [['James writes to believers who have started to favour the rich.', EN_FILLER[0]], [EN_FILLER[1]]],
  },
  {
    key: 'prayer',
    locale: 'en',
    title: 'Prayer Without Ceasing in a Distracted Age',
    excerpt: 'Notifications interrupt us all day. What would it mean to be interrupted by prayer instead?',
    tags: ['prayer', 'faith'],
    date: '2025-06-15T09:00:00.000Z',
    cover: 'sea',
    titles: ['A posture, not a performance'],
    paragraphs: [
      ['Paul’s call to pray without ceasing is an invitation to a conversation that never quite ends.', ...EN_FILLER],
    ],
  },
  {
    key: 'hope',
    locale: 'en',
    title: 'Hope in the Waiting: Advent Reflections',
    excerpt: 'Advent teaches us to wait with our eyes open.',
    tags: ['hope', 'advent', 'faith'],
    date: '2024-12-01T09:00:00.000Z',
    cover: 'dusk',
    titles: ['Watching for the light'],
    paragraphs: [EN_FILLER],
  },
  {
    key: 'grace',
    locale: 'en',
    title: 'Grace in the Ordinary',
    excerpt: 'Dishes, commutes and homework: grace meets us where we already are.',
    tags: ['grace', 'faith'],
    date: '2024-09-10T09:00:00.000Z',
    titles: ['Everyday sacraments'],
    paragraphs: [EN_FILLER],
  },
  {
    key: 'forgiveness',
    locale: 'en',
    title: 'Forgiveness as a Way of Life',
    excerpt: 'Seventy times seven is not a number to count but a life to live.',
    tags: ['forgiveness', 'faith'],
    date: '2024-05-22T09:00:00.000Z',
    cover: 'forest',
    titles: ['Peter’s question'],
    paragraphs: [EN_FILLER],
  },
  {
    key: 'beatitudes',
    locale: 'en',
    title: 'The Beatitudes for Modern Disciples',
    excerpt: 'Blessed are the poor in spirit: Jesus turns our idea of success upside down.',
    tags: ['sermon-on-the-mount', 'faith'],
    date: '2024-02-14T09:00:00.000Z',
    cover: 'olive',
    titles: ['Upside-down blessings'],
    paragraphs: [EN_FILLER],
  },
  {
    key: 'sabbath',
    locale: 'en',
    title: 'Sabbath Rest in a Busy World',
    excerpt: 'Rest is not a reward for finished work but a gift that reminds us who we are.',
    tags: ['rest', 'wisdom'],
    date: '2023-11-05T09:00:00.000Z',
    cover: 'sea',
    allowComments: false,
    titles: ['Made for rest'],
    paragraphs: [EN_FILLER],
  },
  {
    key: 'lamp',
    locale: 'en',
    title: 'Light for the Path: Psalm 119',
    excerpt: '',
    tags: ['psalms', 'scripture'],
    date: '2023-07-19T09:00:00.000Z',
    cover: 'dawn',
    titles: ['An alphabet of devotion'],
    paragraphs: [EN_FILLER],
  },
  {
    key: 'courage',
    locale: 'en',
    title: 'Courage from the Book of Joshua',
    excerpt: 'Be strong and courageous: a command that comes with a promise.',
    tags: ['courage', 'faith'],
    date: '2023-03-03T09:00:00.000Z',
    cover: 'desert',
    titles: ['Crossing the Jordan'],
    paragraphs: [EN_FILLER],
  },
  {
    key: 'shepherd-fr',
    locale: 'fr',
    translationOf: 'shepherd',
    title: 'L’Éternel est mon berger : lire lentement le Psaume 23',
    excerpt: 'Six versets qui consolent les lecteurs depuis trois mille ans, lus une expression à la fois.',
    tags: ['psaumes', 'foi'],
    date: '2025-10-12T09:00:00.000Z',
    cover: 'dawn',
    titles: ['Un chant pour toute la vie'],
    paragraphs: [
      [
        'On lit souvent le Psaume 23 lors des obsèques, mais David l’a écrit pour les vivants.',
        'Le psaume commence par une relation avant de parler d’une bénédiction : l’Éternel est mon berger.',
      ],
    ],
    quote: 'L’Éternel est mon berger : je ne manquerai de rien. (Psaume 23.1)',
  },
  {
    key: 'wisdom-fr',
    locale: 'fr',
    translationOf: 'wisdom',
    title: 'Marcher dans la sagesse : les Proverbes au quotidien',
    excerpt: 'Comment un livre de maximes brèves peut façonner les longues habitudes d’une vie fidèle.',
    tags: ['sagesse', 'foi'],
    date: '2025-09-20T09:00:00.000Z',
    cover: 'olive',
    titles: ['La crainte de l’Éternel'],
    paragraphs: [['Les Proverbes annoncent leur but dès le début : donner du discernement aux simples.']],
  },
  {
    key: 'shepherd-es',
    locale: 'es',
    translationOf: 'shepherd',
    title: 'El Señor es mi pastor: leer despacio el Salmo 23',
    excerpt: 'Seis versículos que consuelan a los lectores desde hace tres mil años.',
    tags: ['salmos', 'fe'],
    date: '2025-10-12T09:00:00.000Z',
    cover: 'dawn',
    titles: ['Un canto para toda la vida'],
    paragraphs: [['El Salmo 23 se lee a menudo en los funerales, pero David lo escribió para los vivos.']],
  },
  {
    key: 'james-es',
    locale: 'es',
    translationOf: 'james',
    title: 'Una fe que actúa: leer Santiago 2 hoy',
    excerpt: 'Santiago y Pablo no se contradicen: la fe viva siempre se muestra en el amor.',
    tags: ['fe', 'servicio'],
    date: '2025-08-02T09:00:00.000Z',
    cover: 'desert',
    titles: ['Fe y obras'],
    paragraphs: [['Santiago escribe a creyentes que han empezado a favorecer a los ricos.']],
  },
  {
    key: 'shepherd-it',
    locale: 'it',
    translationOf: 'shepherd',
    title: 'Il Signore è il mio pastore: leggere lentamente il Salmo 23',
    excerpt: 'Sei versetti che consolano i lettori da tremila anni, letti una frase alla volta.',
    tags: ['salmi', 'fede'],
    date: '2025-10-12T09:00:00.000Z',
    cover: 'dawn',
    titles: ['Un canto per tutta la vita'],
    paragraphs: [['Il Salmo 23 si legge spesso ai funerali, ma Davide lo ha scritto per i vivi.']],
  },
  {
    key: 'prayer-it',
    locale: 'it',
    translationOf: 'prayer',
    title: 'Pregare senza sosta in un’epoca distratta',
    excerpt: 'Le notifiche ci interrompono tutto il giorno. E se a interromperci fosse la preghiera?',
    tags: ['preghiera', 'fede'],
    date: '2025-06-15T09:00:00.000Z',
    cover: 'sea',
    titles: ['Un atteggiamento, non una prestazione'],
    paragraphs: [['L’invito di Paolo a pregare senza sosta è l’inizio di una conversazione che non finisce mai.']],
  },
];

/** Featured, in order (each shown in the reader's language when translated). */
export const FEATURED = ['shepherd', 'wisdom', 'james'];

export const COMMENTS: { post: string; name: string; content: string }[] = [
  { post: 'shepherd', name: 'Miriam', content: 'Reading this slowly changed how I pray the psalm. Thank you.' },
  { post: 'shepherd', name: 'Jonas', content: 'The valley is real, and so is the Shepherd.' },
  { post: 'wisdom', name: 'Ruth', content: 'Proverbs 3:5 has been my verse this year.' },
];

/** The site settings of the sample site: the articles' author is the site's author. */
export const AUTHOR = { name: 'Daniel Mercer', email: 'hello@wisdomblog.example' };

export async function setAuthor(site: Site): Promise<void> {
  const result = await site.t.gql(
    'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }',
    { input: { authorName: AUTHOR.name, authorEmail: AUTHOR.email } },
    { token: site.token },
  );
  if (result.errors) throw new Error(`updateSiteSettings failed: ${JSON.stringify(result.errors)}`);
}

export type SeededPosts = Record<string, { id: string; slug: string; title: string; locale: Locale }>;

/**
 * Creates the sample content through the GraphQL API (as the administrator): covers (painted
 * first: a request waiting behind seconds of painting could find its keep-alive connection
 * closed), posts and translations, the featured list and a few comments.
 */
export async function seedContent(site: Site): Promise<SeededPosts> {
  const { t, token } = site;
  const palettes = [...new Set(POSTS.map((post) => post.cover).filter((cover) => cover !== undefined))];
  const pictures = await Promise.all(palettes.map(makeCover));
  const coverIds: Record<string, string> = {};
  for (const [index, palette] of palettes.entries()) {
    coverIds[palette] = await uploadImage(site, pictures[index], `${palette}.png`);
  }
  const posts: SeededPosts = {};
  for (const spec of POSTS) {
    const created = await createPost(site, {
      title: spec.title,
      excerpt: spec.excerpt,
      locale: spec.locale,
      translationOf: spec.translationOf ? posts[spec.translationOf].id : undefined,
      tags: spec.tags,
      date: spec.date,
      author: spec.author ?? 'Daniel Mercer',
      allowComments: spec.allowComments ?? true,
      coverId: spec.cover ? coverIds[spec.cover] : null,
      sections: sections(spec.paragraphs, spec.titles, spec.quote),
    });
    posts[spec.key] = { id: created.id, slug: created.slug, title: created.title, locale: spec.locale };
  }
  await setAuthor(site);
  for (const [index, key] of FEATURED.entries()) {
    const result = await t.gql(
      'mutation ($id: ID!, $order: Int) { addFeatured(postId: $id, orderIndex: $order) { id } }',
      { id: posts[key].id, order: index },
      { token },
    );
    if (result.errors) throw new Error(`addFeatured failed: ${JSON.stringify(result.errors)}`);
  }
  const commentIds: string[] = [];
  for (const comment of COMMENTS) {
    const result = await t.gql<{ addComment: { id: string } }>(
      'mutation ($id: ID!, $input: CommentInput!) { addComment(postId: $id, input: $input) { id } }',
      {
        id: posts[comment.post].id,
        input: { name: comment.name, email: 'reader@example.com', content: comment.content },
      },
    );
    if (result.errors) throw new Error(`addComment failed: ${JSON.stringify(result.errors)}`);
    commentIds.push(result.data!.addComment.id);
  }
  // A first-time commenter's comment waits for moderation: the owner approves the sample ones.
  const approved = await t.gql(
    'mutation ($ids: [ID!]!) { moderateComments(ids: $ids, action: APPROVE) { comments { id } } }',
    { ids: commentIds },
    { token },
  );
  if (approved.errors) throw new Error(`moderateComments failed: ${JSON.stringify(approved.errors)}`);
  return posts;
}
