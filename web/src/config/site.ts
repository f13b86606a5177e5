/**
 * The site's identity: name, author profile and social links. Kept in one module so the owner
 * edits one file; a `siteSettings` query can replace it when the API offers one. Translatable
 * texts (titles, bio paragraphs, mission) live in the i18n catalogs, not here.
 */
export const site = {
  name: 'Wisdom Blog',
  /** Appended to every page title: "Page — Wisdom Blog". */
  titleSeparator: ' — ',
  /** The social card shared for every page (1200x630). */
  socialImage: { url: '/og-image.png', width: 1200, height: 630 },
  twitterHandle: '@wisdomblog',
  foundedYear: 2020,
  author: {
    name: 'Daniel Mercer',
    email: 'hello@wisdomblog.example',
    avatar: '/images/author.svg',
  },
  /** The header's four networks and the footer's Social column. */
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'x', label: 'X', url: 'https://x.com/' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  /** The about page's profile links: e-mail, a social network, a professional network, a code host. */
  profileLinks: {
    social: { label: 'X', url: 'https://x.com/' },
    professional: { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    code: { label: 'GitHub', url: 'https://github.com/' },
  },
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];
