import {
  ArrayMaxSize,
  IsEmail,
  IsIn,
  IsOptional,
  IsUrl,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Extensions, Field, InputType, ObjectType } from 'type-graphql';
import { Locale, LOCALES } from '../../common/locale.js';
import { FREE_TEXT } from '../../graphql/input-boundary.js';
import { FEED_CONTENTS, FeedContent } from './feed-content.js';

/** Bounds on every site-settings input. */
export const SETTINGS_LIMITS = {
  siteName: 100,
  description: 300,
  authorName: 100,
  authorTitle: 150,
  bioParagraphs: 4,
  bioParagraph: 2000,
  links: 10,
  network: 30,
  url: 500,
};

@ObjectType({
  simpleResolvers: true,
  description: 'A link to a network or site; `network` names its icon (facebook, x, github...).',
})
export class SocialLink {
  @Field(() => String, {
    description: 'Lower-case name of the network or site, which picks the icon, e.g. facebook, x, github.',
  })
  network!: string;

  @Field(() => String, { description: 'Where the link goes: an http(s) URL.' })
  url!: string;
}

@ObjectType({ simpleResolvers: true, description: "The About page's author profile, in one locale." })
export class AuthorProfile {
  @Field(() => String, { description: "The author's name, the same in every locale." })
  name!: string;

  @Field(() => String, { description: 'Role line, e.g. "Writer and Bible teacher".' })
  title!: string;

  @Field(() => [String], { description: 'Biography, one plain-text paragraph per item.' })
  bio!: string[];

  @Field(() => String, { description: "The author's contact e-mail address; public, like the whole profile." })
  email!: string;

  @Field(() => [SocialLink], { description: 'Profile links: social network, professional network, code host...' })
  links!: SocialLink[];
}

@ObjectType({ simpleResolvers: true, description: 'The texts of the site written once per locale.' })
export class SiteTexts {
  @Field(() => Locale, { description: 'The locale these texts are written in.' })
  locale!: Locale;

  @Field(() => String, { description: 'Short description of the site (meta description, footer, About subtitle).' })
  description!: string;

  @Field(() => String, { description: "The author's role line, e.g. Writer and Bible teacher." })
  authorTitle!: string;

  @Field(() => [String], { description: "The author's biography, one plain-text paragraph per item." })
  authorBio!: string[];
}

@ObjectType({
  simpleResolvers: true,
  description: "Site-wide settings: name, description, social links and the About page's profile.",
})
export class SiteSettings {
  @Field(() => String, { description: "The site's name, the same in every locale." })
  siteName!: string;

  @Field(() => Locale, { description: 'The locale `description` and `author` are written in.' })
  locale!: Locale;

  @Field(() => String, { description: 'Short description (meta description, footer, About subtitle).' })
  description!: string;

  @Field(() => [SocialLink], { description: "The header's social icons, in order." })
  socialLinks!: SocialLink[];

  @Field(() => AuthorProfile, { description: "The About page's author profile, with the texts of `locale`." })
  author!: AuthorProfile;

  @Field(() => [SiteTexts], { description: 'Every locale’s texts (en, fr, es, it), for the settings editor.' })
  texts!: SiteTexts[];

  @Field(() => FeedContent, {
    description:
      'What RSS and Atom items carry (/rss.xml, /atom.xml): the whole post (FULL, the default) or its excerpt.',
  })
  feedContent!: FeedContent;

  @Field(() => Date, { nullable: true, description: 'Last saved; null while the defaults are in use.' })
  updatedAt!: Date | null;
}

@InputType({ description: 'A link: `network` is a lower-case icon name, `url` an http(s) URL.' })
export class SocialLinkInput {
  @Field(() => String, {
    description:
      'Lower-case name that picks the icon, e.g. github: a letter, then letters, digits or hyphens (at most 30).',
  })
  @Matches(/^[a-z][a-z0-9-]{0,29}$/, { message: 'network must be a lower-case name such as facebook or github' })
  network!: string;

  @Field(() => String, { description: 'An http(s) URL, at most 500 characters.' })
  @MaxLength(SETTINGS_LIMITS.url)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'url must be an http(s) URL' })
  url!: string;
}

@InputType({ description: "One locale's texts; replaces that locale's texts as a whole." })
export class SiteTextsInput {
  @Field(() => Locale, { description: 'The locale whose texts these replace.' })
  @IsIn(LOCALES)
  locale!: Locale;

  @Field(() => String, { description: 'Short description of the site, 1 to 300 characters.' })
  @Extensions(FREE_TEXT)
  @Length(1, SETTINGS_LIMITS.description)
  description!: string;

  @Field(() => String, { description: "The author's role line, 1 to 150 characters." })
  @Length(1, SETTINGS_LIMITS.authorTitle)
  authorTitle!: string;

  @Field(() => [String], { description: 'One to four paragraphs of plain text.' })
  @Extensions(FREE_TEXT)
  @ArrayMaxSize(SETTINGS_LIMITS.bioParagraphs)
  @Length(1, SETTINGS_LIMITS.bioParagraph, { each: true })
  authorBio!: string[];
}

@InputType({ description: 'Site settings to change; a field left out keeps its current value.' })
export class SiteSettingsInput {
  @Field(() => String, { nullable: true, description: "The site's name, 1 to 100 characters." })
  @IsOptional()
  @Length(1, SETTINGS_LIMITS.siteName)
  siteName?: string;

  @Field(() => [SocialLinkInput], {
    nullable: true,
    description: "The header's social links in order, at most 10; replaces the whole list.",
  })
  @IsOptional()
  @ArrayMaxSize(SETTINGS_LIMITS.links)
  @ValidateNested({ each: true })
  socialLinks?: SocialLinkInput[];

  @Field(() => String, { nullable: true, description: "The author's name, 1 to 100 characters." })
  @IsOptional()
  @Length(1, SETTINGS_LIMITS.authorName)
  authorName?: string;

  @Field(() => String, {
    nullable: true,
    description: "The author's public contact e-mail address (stored lower-cased).",
  })
  @IsOptional()
  @MaxLength(254)
  @IsEmail({}, { message: 'authorEmail must be a valid e-mail address' })
  authorEmail?: string;

  @Field(() => [SocialLinkInput], {
    nullable: true,
    description: "The author's profile links in order, at most 10; replaces the whole list.",
  })
  @IsOptional()
  @ArrayMaxSize(SETTINGS_LIMITS.links)
  @ValidateNested({ each: true })
  authorLinks?: SocialLinkInput[];

  @Field(() => [SiteTextsInput], { nullable: true, description: 'Only the locales listed are replaced.' })
  @IsOptional()
  @ArrayMaxSize(LOCALES.length)
  @ValidateNested({ each: true })
  texts?: SiteTextsInput[];

  @Field(() => FeedContent, { nullable: true, description: 'What RSS and Atom items carry.' })
  @IsOptional()
  @IsIn(FEED_CONTENTS)
  feedContent?: FeedContent;
}
