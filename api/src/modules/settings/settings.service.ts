import type { Em } from '../../db/orm.js';
import { badInput } from '../../common/errors.js';
import { Locale, LOCALES } from '../../common/locale.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettingsData } from './settings.defaults.js';
import type { SiteSettings, SiteSettingsInput } from './settings.types.js';
import { SiteSettingsRecord } from './site-settings.entity.js';

const SETTINGS_ID = 1;

const copy = <T>(value: T): T => structuredClone(value);

/**
 * The site settings record (issue "First run": About profile, site name, description and social
 * links in one place). Reads never write: without a stored record the defaults are served.
 */
export class SiteSettingsService {
  constructor(private readonly em: Em) {}

  /** @returns the stored settings with every locale filled in (defaults where missing), and when they were saved. */
  async data(): Promise<SiteSettingsData & { updatedAt: Date | null }> {
    const record = await this.em.findOne(SiteSettingsRecord, { id: SETTINGS_ID });
    if (!record) return { ...copy(DEFAULT_SITE_SETTINGS), updatedAt: null };
    const texts = copy(DEFAULT_SITE_SETTINGS.texts);
    for (const locale of LOCALES) {
      const stored = record.texts[locale];
      if (stored) texts[locale] = copy(stored);
    }
    return {
      siteName: record.siteName,
      socialLinks: copy(record.socialLinks),
      authorName: record.authorName,
      authorEmail: record.authorEmail,
      authorLinks: copy(record.authorLinks),
      texts,
      feedContent: record.feedContent,
      updatedAt: record.updatedAt,
    };
  }

  /** @returns the settings as readers see them, with the texts of `locale` (English by default). */
  async view(locale: Locale = Locale.en): Promise<SiteSettings> {
    return toView(await this.data(), locale);
  }

  /**
   * Saves the fields given in `input` (validated by class-validator bounds beforehand), keeping
   * the others. Each locale in `input.texts` replaces that locale's texts.
   * @returns the saved settings, in English.
   * @throws BAD_USER_INPUT when a locale is listed twice in `texts`.
   */
  async update(input: SiteSettingsInput): Promise<SiteSettings> {
    const locales = (input.texts ?? []).map((texts) => texts.locale);
    if (new Set(locales).size !== locales.length) {
      throw badInput('texts lists a locale more than once', { texts: 'Each locale at most once' });
    }
    const current = await this.data();
    const next: SiteSettingsData = {
      siteName: input.siteName?.trim() ?? current.siteName,
      socialLinks: input.socialLinks ? input.socialLinks.map(cleanLink) : current.socialLinks,
      authorName: input.authorName?.trim() ?? current.authorName,
      authorEmail: input.authorEmail?.trim().toLowerCase() ?? current.authorEmail,
      authorLinks: input.authorLinks ? input.authorLinks.map(cleanLink) : current.authorLinks,
      texts: current.texts,
      feedContent: input.feedContent ?? current.feedContent,
    };
    for (const texts of input.texts ?? []) {
      next.texts[texts.locale] = {
        description: texts.description.trim(),
        authorTitle: texts.authorTitle.trim(),
        authorBio: texts.authorBio.map((paragraph) => paragraph.trim()).filter(Boolean),
      };
    }
    const record =
      (await this.em.findOne(SiteSettingsRecord, { id: SETTINGS_ID })) ??
      this.em.create(SiteSettingsRecord, { id: SETTINGS_ID, ...next });
    Object.assign(record, next, { updatedAt: new Date() });
    await this.em.flush();
    return toView({ ...next, updatedAt: record.updatedAt }, Locale.en);
  }
}

const cleanLink = (link: { network: string; url: string }) => ({ network: link.network.trim(), url: link.url.trim() });

/** Builds the GraphQL view of settings data for one locale. */
export function toView(data: SiteSettingsData & { updatedAt: Date | null }, locale: Locale): SiteSettings {
  const texts = data.texts[locale] ?? data.texts[Locale.en];
  return {
    siteName: data.siteName,
    locale,
    description: texts.description,
    socialLinks: data.socialLinks,
    author: {
      name: data.authorName,
      title: texts.authorTitle,
      bio: texts.authorBio,
      email: data.authorEmail,
      links: data.authorLinks,
    },
    texts: LOCALES.map((each) => ({ locale: each, ...data.texts[each] })),
    feedContent: data.feedContent,
    updatedAt: data.updatedAt,
  };
}
