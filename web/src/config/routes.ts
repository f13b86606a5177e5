/** Route paths of the reader site and builders for links to them (one place for URLs). */
export const paths = {
  home: '/',
  blog: '/blog',
  post: '/blogs/:id',
  tag: '/tag/:tag',
  tags: '/tags',
  contact: '/contact-us',
  about: '/about',
  privacy: '/privacy',
  styles: '/styles',
  archive: '/archive/:year',
  nftDemo: '/demo/nft',
  musicDemo: '/demo/music',
  bible: '/bible',
  passage: '/bible/:osis',
} as const;

export const href = {
  home: (search?: string) => (search ? `/?search=${encodeURIComponent(search)}` : '/'),
  post: (id: string) => `/blogs/${encodeURIComponent(id)}`,
  tag: (tag: string) => `/tag/${encodeURIComponent(tag)}`,
  archive: (year: number) => `/archive/${year}`,
  /** A passage's page (`John.3.16`), in a translation when given (`?translation=kjv`). */
  passage: (osis: string, translation?: string) =>
    `/bible/${encodeURIComponent(osis)}${translation ? `?translation=${encodeURIComponent(translation)}` : ''}`,
};
