/**
 * What the reader site knows about itself before (or without) the API's `siteSettings`: the
 * fallbacks shown while the settings load, plus what the settings do not hold (social card,
 * avatar). The live name, description, social links and author profile come from
 * `siteSettings(locale:)` (lib/site/SiteSettingsProvider.tsx); these values mirror the API's
 * defaults (api/src/modules/settings/settings.defaults.ts).
 */
export const site = {
  name: 'Wisdom Blog',
  /** Appended to every page title: "Page — Wisdom Blog". */
  titleSeparator: ' — ',
  /** The social card shared for every page (1200x630). */
  socialImage: { url: '/og-image.png', width: 1200, height: 630 },
  twitterHandle: '@wisdomblog',
  /** The author's portrait (About page, author boxes). */
  avatar: '/images/author.svg',
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'x', url: 'https://x.com/' },
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'youtube', url: 'https://www.youtube.com/' },
  ],
  author: {
    name: 'The Editor',
    title: '',
    email: 'editor@example.org',
    bio: [] as string[],
    links: [
      { network: 'x', url: 'https://x.com/' },
      { network: 'linkedin', url: 'https://www.linkedin.com/' },
      { network: 'github', url: 'https://github.com/' },
    ],
  },
};

/** How a network is written (links and icons); unknown networks are capitalised. */
const NETWORK_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  x: 'X',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  gitlab: 'GitLab',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  tiktok: 'TikTok',
};

export function networkLabel(network: string): string {
  return NETWORK_LABELS[network.toLowerCase()] ?? network.charAt(0).toUpperCase() + network.slice(1);
}
