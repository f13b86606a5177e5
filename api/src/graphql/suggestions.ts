import type { ApolloServerPlugin } from '@apollo/server';

/** " Did you mean "title"?", " Did you mean the enum value "en"?": names never contain '?'. */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * Removes graphql-js's "Did you mean …" suggestions from every error message, those of
 * validation and those of variable values alike (Apollo's own option only covers validation):
 * with introspection off they would still spell out the schema one guess at a time.
 */
export const hideSuggestionsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        for (const error of response.body.singleResult.errors ?? []) {
          (error as { message: string }).message = error.message.replace(SUGGESTION, '');
        }
      },
    };
  },
};
