import { AdminSession } from '../modules/auth/session.entity.js';
import { BibleBookName, BibleTranslation, BibleVerse } from '../modules/bible/bible.entities.js';
import { User } from '../modules/auth/user.entity.js';
import { ContentChange } from '../modules/cache/content-change.entity.js';
import { ContentVersion } from '../modules/cache/content-version.entity.js';
import { Comment } from '../modules/comment/comment.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { FeaturedEntry } from '../modules/featured/featured-entry.entity.js';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.js';
import { ApiToken } from '../modules/integration/api-token.entity.js';
import { AuditEntry } from '../modules/integration/audit-entry.entity.js';
import { SyncChangeRow, SyncHorizon } from '../modules/sync/sync-change.entity.js';
import { Post } from '../modules/post/post.entity.js';
import { PostPassage } from '../modules/passage/post-passage.entity.js';
import { Section } from '../modules/section/section.entity.js';
import { SiteSettingsRecord } from '../modules/settings/site-settings.entity.js';
import { Upload } from '../modules/upload/upload.entity.js';
import { UploadBlob } from '../modules/upload/upload-blob.entity.js';
import {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookScheduleMark,
  WebhookState,
} from '../modules/webhook/webhook.entities.js';

/** Every entity the ORM manages: a new domain concept adds one line here. */
export const entities = [
  Post,
  Section,
  Comment,
  FeaturedEntry,
  Upload,
  UploadBlob,
  User,
  AdminSession,
  ContactMessage,
  SiteSettingsRecord,
  ContentVersion,
  ContentChange,
  ApiToken,
  AuditEntry,
  SyncChangeRow,
  SyncHorizon,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookState,
  WebhookScheduleMark,
  MailOutbox,
  BibleTranslation,
  BibleBookName,
  BibleVerse,
  PostPassage,
];
