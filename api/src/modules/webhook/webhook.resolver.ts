import { Max, MaxLength, Min } from 'class-validator';
import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { WEBHOOK_EVENT_TYPES } from './events.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';

const EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'webhook.test').join(', ');

@InputType({ description: 'A new webhook endpoint: where events go and which ones.' })
class CreateWebhookEndpointInput {
  @Field(() => String, {
    description: 'An http or https URL without credentials, at most 2000 characters.',
  })
  @MaxLength(4000)
  url!: string;

  @Field(() => String, { nullable: true, description: 'What the endpoint is for (at most 500 characters).' })
  @MaxLength(4000)
  description?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `Event types to send (${EVENTS}); empty or omitted: every event.`,
  })
  events?: string[] | null;
}

@InputType({ description: 'Changes to a webhook endpoint; omitted fields keep their value.' })
class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true, description: 'An http or https URL without credentials.' })
  @MaxLength(4000)
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'What the endpoint is for (at most 500 characters).' })
  @MaxLength(4000)
  description?: string | null;

  @Field(() => [String], { nullable: true, description: 'Event types to send; empty: every event.' })
  events?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'false stops sending; true sends again and clears the reason it was disabled.',
  })
  enabled?: boolean | null;
}

@ArgsType()
class WebhookDeliveriesArgs {
  @Field(() => ID, { description: 'The endpoint whose log to read.' })
  endpointId!: string;

  @Field(() => Int, { defaultValue: 50, description: '1 to 200.' })
  @Min(1)
  @Max(200)
  first!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A webhook endpoint with its signing secret, shown this once (when created or rotated).',
})
class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint, { description: 'The endpoint.' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, {
    description:
      'The signing secret (`whsec_` + base64), per Standard Webhooks: verify `webhook-signature` with it. Shown only now.',
  })
  secret!: string;
}

/**
 * Webhooks (Standard Webhooks, https://www.standardwebhooks.com): endpoints, their delivery log,
 * test events and redeliveries. Every field is for the owner's own session only
 * (`@Authorized()` without a scope): no API token can manage webhooks.
 */
@Resolver()
export class WebhookResolver {
  @Authorized()
  @Query(() => [WebhookEndpoint], { description: 'Owner: every webhook endpoint, newest first (never secrets).' })
  webhookEndpoints(@Ctx() ctx: Context): Promise<WebhookEndpoint[]> {
    return ctx.services.webhooks.list();
  }

  @Authorized()
  @Mutation(() => WebhookEndpointWithSecret, {
    description:
      'Owner: creates a webhook endpoint and its signing secret (shown once). BAD_USER_INPUT with `fields.url` for a URL that is not http(s), carries credentials or exceeds 2000 characters; `fields.events` for an unknown event type.',
  })
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput) input: CreateWebhookEndpointInput,
    @Ctx() ctx: Context,
  ): Promise<WebhookEndpointWithSecret> {
    return ctx.services.webhooks.create(input, ctx.viewer!.email);
  }

  @Authorized()
  @Mutation(() => WebhookEndpoint, {
    description:
      'Owner: changes an endpoint (URL, description, events, enabled). NOT_FOUND for an unknown id; BAD_USER_INPUT as for createWebhookEndpoint.',
  })
  updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWebhookEndpointInput) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: Context,
  ): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.update(id, input);
  }

  @Authorized()
  @Mutation(() => WebhookEndpointWithSecret, {
    description:
      'Owner: gives an endpoint a new signing secret (shown once); messages carry a signature with the old secret too for 24 hours. NOT_FOUND for an unknown id.',
  })
  rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WebhookEndpointWithSecret> {
    return ctx.services.webhooks.rotateSecret(id, ctx.viewer!.email);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Owner: deletes an endpoint and its delivery log. Returns true. NOT_FOUND for an unknown id.',
  })
  async deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.webhooks.remove(id, ctx.viewer!.email);
    return true;
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, {
    description:
      'Owner: queues a `webhook.test` event for this endpoint, whatever it subscribes to. Returns the delivery. NOT_FOUND for an unknown id; BAD_USER_INPUT for a disabled endpoint.',
  })
  sendTestWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WebhookDelivery> {
    return ctx.services.webhooks.sendTest(id);
  }

  @Authorized()
  @Query(() => [WebhookDelivery], {
    description: 'Owner: the delivery log of an endpoint, newest first. NOT_FOUND for an unknown endpoint.',
  })
  webhookDeliveries(
    @Args() { endpointId, first }: WebhookDeliveriesArgs,
    @Ctx() ctx: Context,
  ): Promise<WebhookDelivery[]> {
    return ctx.services.webhooks.deliveries(endpointId, first);
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, {
    description:
      'Owner: queues a new attempt of a delivered or failed message: same `webhook-id` and body, due at once. Returns the new delivery. NOT_FOUND for an unknown id.',
  })
  redeliverWebhook(@Arg('deliveryId', () => ID) deliveryId: string, @Ctx() ctx: Context): Promise<WebhookDelivery> {
    return ctx.services.webhooks.redeliver(deliveryId);
  }
}
