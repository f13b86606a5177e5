import { type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { MAX_PAGE_SIZE } from './pagination.js';

/**
 * The fields of a numbered page of `item`s (see pagination.ts), for a page type to extend:
 * `class MessagePage extends PageOf(Message, 'messages') {}`. `noun` names the items in the
 * field descriptions.
 * @returns an abstract class holding the fields.
 */
export function PageOf<T extends object>(item: ClassType<T>, noun: string) {
  // Not in the schema itself: only the page types extending it are reachable from a resolver.
  @ObjectType({ simpleResolvers: true, description: `A page of ${noun}.` })
  abstract class NumberedPage {
    @Field(() => [item], { description: `The ${noun} of this page; empty past the last page.` })
    items!: T[];

    @Field(() => Int, { description: 'Number of this page, from 1.' })
    page!: number;

    @Field(() => Int, { description: `Most ${noun} a page holds, as requested (1 to ${MAX_PAGE_SIZE}).` })
    pageSize!: number;

    @Field(() => Int, { description: `How many ${noun} match the filters in all, across every page.` })
    totalItems!: number;

    @Field(() => Int, { description: `Number of pages at this page size (0 when no ${noun} match).` })
    totalPages!: number;
  }
  return NumberedPage;
}
