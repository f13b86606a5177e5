import { Locale } from '../../../common/locale.js';
import { FeedContent } from '../../settings/feed-content.js';
import type { SiteSettingsData } from '../../settings/settings.defaults.js';
import { DEMO_AUTHOR } from './articles.js';

/** The demo site's settings: the About page shows this (fictional) author. */
export const DEMO_SETTINGS: SiteSettingsData = {
  siteName: 'Wisdom Blog',
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'x', url: 'https://x.com/' },
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'youtube', url: 'https://www.youtube.com/' },
  ],
  authorName: DEMO_AUTHOR,
  authorEmail: 'miriam.hale@example.org',
  authorLinks: [
    { network: 'x', url: 'https://x.com/' },
    { network: 'linkedin', url: 'https://www.linkedin.com/' },
    { network: 'github', url: 'https://github.com/' },
  ],
  texts: {
    [Locale.en]: {
      description:
        'Biblical wisdom for everyday life: Bible studies and reflections on Christian living, in four languages.',
      authorTitle: 'Bible teacher and writer',
      authorBio: [
        'Miriam has taught the Bible to small groups for twenty years, first in her kitchen, then in churches and online. She loves the wisdom books, long walks and soup shared with friends.',
        'She started this blog to help readers open the Scriptures for themselves and to find in them wisdom for work, family and prayer.',
      ],
    },
    [Locale.fr]: {
      description:
        'La sagesse biblique au quotidien : études bibliques et réflexions sur la vie chrétienne, en quatre langues.',
      authorTitle: 'Enseignante de la Bible et auteure',
      authorBio: [
        'Miriam enseigne la Bible à de petits groupes depuis vingt ans, d’abord dans sa cuisine, puis dans des Églises et en ligne. Elle aime les livres de sagesse, les longues marches et la soupe partagée entre amis.',
        'Elle a lancé ce blog pour aider ses lecteurs à ouvrir eux-mêmes les Écritures et à y puiser une sagesse pour le travail, la famille et la prière.',
      ],
    },
    [Locale.es]: {
      description:
        'Sabiduría bíblica para la vida diaria: estudios bíblicos y reflexiones sobre la vida cristiana, en cuatro idiomas.',
      authorTitle: 'Maestra de la Biblia y escritora',
      authorBio: [
        'Miriam lleva veinte años enseñando la Biblia en grupos pequeños, primero en su cocina y después en iglesias y en línea. Le encantan los libros sapienciales, los paseos largos y la sopa compartida con amigos.',
        'Empezó este blog para ayudar a sus lectores a abrir las Escrituras por sí mismos y a encontrar en ellas sabiduría para el trabajo, la familia y la oración.',
      ],
    },
    [Locale.it]: {
      description:
        'Sapienza biblica per la vita di ogni giorno: studi biblici e riflessioni sulla vita cristiana, in quattro lingue.',
      authorTitle: 'Insegnante della Bibbia e scrittrice',
      authorBio: [
        'Miriam insegna la Bibbia in piccoli gruppi da vent’anni, prima nella sua cucina, poi nelle chiese e online. Ama i libri sapienziali, le lunghe passeggiate e la minestra condivisa con gli amici.',
        'Ha aperto questo blog per aiutare i lettori ad aprire da soli le Scritture e a trovarvi sapienza per il lavoro, la famiglia e la preghiera.',
      ],
    },
  },
  feedContent: FeedContent.FULL,
};
