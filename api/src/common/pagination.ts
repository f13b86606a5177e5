import { Min, Max } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

/** The most items one page (or one slice of a connection) may hold. */
export const MAX_PAGE_SIZE = 100;

/** Numbered pagination: pages start at 1, at most MAX_PAGE_SIZE items a page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1)
  page!: number;

  @Field(() => Int, { defaultValue: 10, description: `1 to ${MAX_PAGE_SIZE}.` })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize!: number;
}

/** One page of items with the numbers a pager shows. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

/** @returns page `page` of `totalItems` items, holding `items`. */
export const toPage = <T>(items: T[], totalItems: number, page: number, pageSize: number): Page<T> => ({
  items,
  page,
  pageSize,
  totalItems,
  totalPages: Math.ceil(totalItems / pageSize),
});
