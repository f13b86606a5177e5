import { Locale } from '../../common/locale.js';
import { FeedContent } from './feed-content.js';
import type { StoredLink, StoredSiteTexts } from './site-settings.entity.js';

/** What a site-settings record holds, independent of storage. */
export interface SiteSettingsData {
  siteName: string;
  socialLinks: StoredLink[];
  authorName: string;
  authorEmail: string;
  authorLinks: StoredLink[];
  texts: Record<Locale, StoredSiteTexts>;
  /** What RSS and Atom items carry. */
  feedContent: FeedContent;
}

/**
 * The settings served before an administrator saves any: a neutral profile the owner is expected to replace.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettingsData = {
  siteName: 'Wisdom Blog',
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'x', url: 'https://x.com/' },
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'youtube', url: 'https://www.youtube.com/' },
  ],
  authorName: 'The Editor',
  authorEmail: 'editor@example.org',
  authorLinks: [
    { network: 'x', url: 'https://x.com/' },
    { network: 'linkedin', url: 'https://www.linkedin.com/' },
    { network: 'github', url: 'https://github.com/' },
  ],
  texts: {
    [Locale.en]: {
      description: 'Biblical wisdom for everyday life: Bible studies and reflections on Christian living.',
      authorTitle: 'Writer and Bible teacher',
      authorBio: [
        'I write about what the Scriptures say and how their wisdom shapes ordinary days: work, family, friendship and prayer.',
        'This blog is a place to read slowly, ask honest questions and grow in faith together.',
      ],
    },
    [Locale.fr]: {
      description: 'La sagesse biblique au quotidien : études bibliques et réflexions sur la vie chrétienne.',
      authorTitle: 'Auteur et enseignant de la Bible',
      authorBio: [
        'J’écris sur ce que disent les Écritures et sur la manière dont leur sagesse façonne nos journées ordinaires : le travail, la famille, l’amitié et la prière.',
        'Ce blog est un lieu pour lire lentement, poser des questions sincères et grandir ensemble dans la foi.',
      ],
    },
    [Locale.es]: {
      description: 'Sabiduría bíblica para la vida diaria: estudios bíblicos y reflexiones sobre la vida cristiana.',
      authorTitle: 'Escritor y maestro de la Biblia',
      authorBio: [
        'Escribo sobre lo que dicen las Escrituras y sobre cómo su sabiduría da forma a los días corrientes: el trabajo, la familia, la amistad y la oración.',
        'Este blog es un lugar para leer despacio, hacer preguntas sinceras y crecer juntos en la fe.',
      ],
    },
    [Locale.it]: {
      description: 'Sapienza biblica per la vita di ogni giorno: studi biblici e riflessioni sulla vita cristiana.',
      authorTitle: 'Scrittore e insegnante della Bibbia',
      authorBio: [
        'Scrivo di ciò che dicono le Scritture e di come la loro sapienza dà forma ai giorni ordinari: il lavoro, la famiglia, l’amicizia e la preghiera.',
        'Questo blog è un luogo dove leggere con calma, porre domande sincere e crescere insieme nella fede.',
      ],
    },
  },
  feedContent: FeedContent.FULL,
};
