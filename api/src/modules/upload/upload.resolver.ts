import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Image } from './image.types.js';
import { toImage } from './upload.service.js';
import { ApiScope } from '../integration/api-scope.js';

@Resolver()
export class UploadResolver {
  @Authorized(ApiScope.CONTENT_WRITE)
  @Mutation(() => Image, {
    description:
      'Admin or an API token with `content:write`: stores an image sent as a multipart upload (PNG, JPEG, WebP or GIF, checked by content). UNSUPPORTED_MEDIA_TYPE for anything else, PAYLOAD_TOO_LARGE past UPLOAD_MAX_BYTES.',
  })
  async uploadImage(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: Context): Promise<Image> {
    // The file arrives while this runs: a form cut short rejects `file`, which the service reports.
    return toImage(await ctx.services.uploads.storeImage(async () => (await file).createReadStream()));
  }
}
