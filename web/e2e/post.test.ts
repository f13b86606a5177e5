import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';
import { failOperation, recordOperations } from './support/graphql.js';
import type { SeededPosts } from './support/seed.js';
import type { Site } from './support/site.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';

let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => ({ site, browser, posts } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

describe('post page', () => {
  it('shows the title, author, date, cover, excerpt, sections, tags, author box and comments', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(site.url(`/blogs/${posts.shepherd.id}`));
    const article = page.locator('article.article');
    await page.getByRole('heading', { level: 1, name: posts.shepherd.title }).waitFor();
    expect(await article.getAttribute('lang')).toBe('en');
    expect(await article.locator('.article__meta').innerText()).toBe('By Daniel Mercer · October 12, 2025');
    const cover = article.locator('img.article__cover');
    expect(await cover.getAttribute('width')).toBe('1200');
    expect(await cover.getAttribute('height')).toBe('675');
    expect(await article.locator('.article__excerpt').evaluate((node) => getComputedStyle(node).fontStyle)).toBe(
      'italic',
    );
    expect(await article.getByRole('heading', { level: 2, name: 'A song for the whole of life' }).isVisible()).toBe(
      true,
    );
    expect(await article.locator('blockquote').innerText()).toContain('The Lord is my shepherd');
    expect(await article.locator('.article__tags .chip').allInnerTexts()).toEqual(['#psalms', '#faith', '#comfort']);
    expect(await article.locator('.article__tags .chip').first().getAttribute('href')).toBe('/tag/psalms');
    expect(await page.getByRole('heading', { name: 'About the author' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Comments (2)' }).isVisible()).toBe(true);
    expect(await page.getByTestId('comment').count()).toBe(2);
    expect(await page.locator('#comment-message').getAttribute('rows')).toBe('5');
    // Links to the same article in other languages.
    expect(await page.locator('.article__translations').innerText()).toBe('Also in: Español, Français, Italiano');

    expect(await page.title()).toBe(`${posts.shepherd.title} — Wisdom Blog`);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      site.url(`/blogs/${posts.shepherd.id}`),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a post by slug, and a translation in another language', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url(`/blogs/${posts.shepherd.slug}`));
    await page.getByRole('heading', { level: 1, name: posts.shepherd.title }).waitFor();
    await page.locator('.article__translations').getByRole('link', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: posts['shepherd-fr'].title }).waitFor();
    expect(page.url()).toBe(site.url(`/blogs/${posts['shepherd-fr'].id}`));
    expect(await page.locator('article.article').getAttribute('lang')).toBe('fr');
    // The interface stays in the reader's language.
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('.article__translations').innerText()).toBe('Also in: English, Español, Italiano');
    await context.close();
  });

  it('refuses an incomplete comment, then shows a held one at the top of the list, to its poster only, and clears the form', async () => {
    const { context, page } = await openPage(browser);
    const operations = recordOperations(page);
    await page.goto(site.url(`/blogs/${posts.wisdom.id}`));
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();

    await page.getByLabel('Name').fill('   ');
    await page.getByLabel('Email', { exact: true }).fill('anna@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'All fields are required!' }).isVisible()).toBe(true);
    expect(operations.filter((op) => op.name === 'AddComment')).toEqual([]);

    await page.getByLabel('Name').fill('Anna');
    await page.getByLabel('Website (optional)').fill('https://anna.example.com');
    await page.getByLabel('Message').fill('This helped me decide with a quieter heart.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    // A first-time commenter waits for moderation: shown in place to its poster, not counted.
    await page.getByTestId('comment-pending').waitFor();
    const first = page.getByTestId('comment').first();
    expect(await first.innerText()).toContain('Anna');
    expect(await first.innerText()).toContain('This helped me decide with a quieter heart.');
    expect(await first.getByTestId('comment-pending').innerText()).toBe('Your comment is awaiting moderation.');
    expect(await page.getByRole('heading', { name: 'Comments (1)' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await page.getByLabel('Website (optional)').inputValue()).toBe('');
    await page
      .getByText('Thank you! Your comment is awaiting moderation and will appear once it is approved.')
      .waitFor();
    // The website is never sent; the form's token and the empty honeypot are.
    const sent = operations.find((op) => op.name === 'AddComment')!;
    expect(sent.variables).toEqual({
      postId: posts.wisdom.id,
      input: {
        name: 'Anna',
        email: 'anna@example.com',
        content: 'This helped me decide with a quieter heart.',
        homepage: null,
        formToken: expect.stringMatching(new RegExp(`^${posts.wisdom.id}\\.\\d+\\.[\\w-]{43}$`)),
      },
    });
    // It is really stored, and still shown to its poster after a reload.
    await page.reload();
    await page.getByTestId('comment-pending').waitFor();
    // Another reader does not see it.
    const other = await openPage(browser);
    await other.page.goto(site.url(`/blogs/${posts.wisdom.id}`));
    await other.page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    expect(await other.page.getByText('This helped me decide with a quieter heart.').count()).toBe(0);
    await other.context.close();
    await context.close();
  });

  it('keeps the text and says so when a comment fails', async () => {
    const { context, page } = await openPage(browser);
    await failOperation(page, 'AddComment', 'Too many requests', 'TOO_MANY_REQUESTS');
    await page.goto(site.url(`/blogs/${posts.prayer.id}`));
    await page.getByLabel('Name').fill('Tom');
    await page.getByLabel('Email', { exact: true }).fill('tom@example.com');
    await page.getByLabel('Message').fill('Amen');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByTestId('comment-error').waitFor();
    expect(await page.getByTestId('comment-error').innerText()).toMatch(/too quickly/);
    expect(await page.getByLabel('Message').inputValue()).toBe('Amen');
    await context.close();
  });

  it('shows no form where comments are closed', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url(`/blogs/${posts.sabbath.id}`));
    await page.getByTestId('comments-closed').waitFor();
    expect(await page.getByTestId('comments-closed').innerText()).toBe('Comments are closed for this post.');
    expect(await page.locator('form.comment-form').count()).toBe(0);
    await context.close();
  });

  it("says 'Post not found.' (noindex) and 'Error: {message}' on failure", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/blogs/987654'));
    await page.getByTestId('post-not-found').waitFor();
    expect(await page.getByTestId('post-not-found').innerText()).toBe('Post not found.');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // The server renders the first page: the failure is the browser's, on its way to the post.
    await failOperation(page, 'PostPage', 'Database unavailable');
    await page.goto(site.url('/'));
    await page.locator(`a[href="/blogs/${posts.grace.id}"]`).first().click();
    await page.getByText('Error: Database unavailable').waitFor();
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url(`/blogs/${posts.shepherd.id}`));
    await page.getByTestId('comment').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
