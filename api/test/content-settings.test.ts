import { startTestApp, type TestApp } from './helpers/test-app.js';

// Site settings (issue "First run"): one record behind the About page, the site name,
// description and social links; public to read, admin-only and bounded to change.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const FIELDS = `siteName locale description socialLinks { network url }
  author { name title bio email links { network url } } texts { locale description authorTitle authorBio } updatedAt`;

it('serves sensible defaults in every locale before anything is saved', async () => {
  const { data } = await t.gql(`{ en: siteSettings { ${FIELDS} } fr: siteSettings(locale: fr) { ${FIELDS} } }`);
  expect(data!.en.siteName).toBe('Wisdom Blog');
  expect(data!.en.updatedAt).toBeNull();
  expect(data!.en.socialLinks).toHaveLength(4);
  expect(data!.en.author.bio).toHaveLength(2);
  expect(data!.fr.locale).toBe('fr');
  expect(data!.fr.description).toMatch(/sagesse biblique/);
  expect(data!.en.texts.map((texts: any) => texts.locale)).toEqual(['en', 'fr', 'es', 'it']);
});

it('lets only an administrator change the settings', async () => {
  const mutation = 'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }';
  const anonymous = await t.gql(mutation, { input: { siteName: 'Hacked' } });
  expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const { data } = await t.gql('{ siteSettings { siteName } }');
  expect(data!.siteSettings.siteName).toBe('Wisdom Blog');
});

it('saves the given fields, keeps the others, and shows the change at once', async () => {
  const result = await t.gql(
    `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ${FIELDS} } }`,
    {
      input: {
        siteName: '  Living Word  ',
        authorName: 'Ada Lowe',
        authorLinks: [{ network: 'github', url: 'https://github.com/ada' }],
        texts: [{ locale: 'es', description: 'Un blog.', authorTitle: 'Autora', authorBio: ['Uno.', ' Dos. '] }],
      },
    },
    { token },
  );
  expect(result.errors).toBeUndefined();
  const { data } = await t.gql(`{ siteSettings(locale: es) { ${FIELDS} } }`);
  expect(data!.siteSettings).toMatchObject({
    siteName: 'Living Word',
    description: 'Un blog.',
    author: { name: 'Ada Lowe', title: 'Autora', bio: ['Uno.', 'Dos.'], links: [{ network: 'github' }] },
  });
  expect(data!.siteSettings.socialLinks).toHaveLength(4);
  expect(data!.siteSettings.updatedAt).not.toBeNull();
  const english = await t.gql('{ siteSettings { description } }');
  expect(english.data!.siteSettings.description).toMatch(/^Biblical wisdom/);
});

it.each([
  ['siteName', { siteName: '' }],
  ['siteName', { siteName: 'x'.repeat(101) }],
  ['authorEmail', { authorEmail: 'not-an-address' }],
  ['socialLinks[0].url', { socialLinks: [{ network: 'x', url: 'javascript:alert(1)' }] }],
  ['socialLinks[0].network', { socialLinks: [{ network: 'Bad Name', url: 'https://example.org' }] }],
  [
    'texts[0].authorBio',
    { texts: [{ locale: 'en', description: 'd', authorTitle: 't', authorBio: ['a', 'b', 'c', 'd', 'e'] }] },
  ],
  [
    'texts[0].description',
    { texts: [{ locale: 'en', description: 'd'.repeat(301), authorTitle: 't', authorBio: [] }] },
  ],
])('refuses an invalid %s with BAD_USER_INPUT naming it', async (field, input) => {
  const result = await t.gql(
    'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }',
    { input },
    { token },
  );
  expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(Object.keys(result.errors?.[0].extensions?.fields ?? {})).toContain(field);
});

it('refuses a locale listed twice', async () => {
  const texts = { locale: 'fr', description: 'd', authorTitle: 't', authorBio: ['b'] };
  const result = await t.gql(
    'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }',
    { input: { texts: [texts, texts] } },
    { token },
  );
  expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});
