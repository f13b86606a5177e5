import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Locale } from '../../common/locale.js';
import { SiteSettingsService } from './settings.service.js';
import { Scope } from '../cache/read-scopes.js';
import { SiteSettings, SiteSettingsInput } from './settings.types.js';

@Resolver()
export class SiteSettingsResolver {
  @Query(() => SiteSettings, {
    description:
      "The site's name, description, social links and the About page's author profile, with the texts of `locale` (default en).",
  })
  siteSettings(@Arg('locale', () => Locale, { nullable: true }) locale: Locale | null, @Ctx() ctx: Context) {
    ctx.scopes.add(Scope.settings);
    return new SiteSettingsService(ctx.em).view(locale ?? Locale.en);
  }

  @Authorized()
  @Mutation(() => SiteSettings, {
    description: 'Admin: changes the site settings; fields left out keep their value. BAD_USER_INPUT past the bounds.',
  })
  updateSiteSettings(@Arg('input', () => SiteSettingsInput) input: SiteSettingsInput, @Ctx() ctx: Context) {
    return new SiteSettingsService(ctx.em).update(input);
  }
}
