/** The admin area's routes and builders for links to them. */
export const adminPaths = {
  login: '/admin/login',
  panel: '/admin/panel',
  posts: '/admin/panel/posts',
  newPost: '/admin/panel/posts/new',
  editPost: '/admin/panel/posts/edit/:id',
  featured: '/admin/featured',
  password: '/admin/panel/password',
  integrations: '/admin/panel/integrations',
  comments: '/admin/comments',
  messages: '/admin/messages',
  settings: '/admin/settings',
} as const;

export const adminHref = {
  editPost: (id: string) => `/admin/panel/posts/edit/${encodeURIComponent(id)}`,
  /** The editor for a new post that translates `id` into another language. */
  translatePost: (id: string, locale: string) =>
    `/admin/panel/posts/new?translationOf=${encodeURIComponent(id)}&locale=${encodeURIComponent(locale)}`,
};
