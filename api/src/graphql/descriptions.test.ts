import 'reflect-metadata';
import {
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { buildApiSchema } from './schema.js';

const described = (description: string | null | undefined) => Boolean(description?.trim());

/**
 * What `type` leaves undocumented: itself, its fields (object and interface types), input fields
 * or enum values. Arguments may stay undocumented: their field's description covers them.
 */
function undocumented(type: GraphQLNamedType, rootTypes: ReadonlySet<string>): string[] {
  const gaps: string[] = [];
  // The root types themselves need no prose; their fields (the operations) do.
  if (!rootTypes.has(type.name) && !described(type.description)) gaps.push(type.name);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!described(field.description)) gaps.push(`${type.name}.${field.name}`);
    }
  } else if (isEnumType(type)) {
    for (const value of type.getValues()) {
      if (!described(value.description)) gaps.push(`${type.name}.${value.name}`);
    }
  }
  return gaps;
}

it('every type, field, input field and enum value of the schema has a description', async () => {
  const schema = await buildApiSchema();
  const rootTypes = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
      root ? [root.name] : [],
    ),
  );
  const gaps = Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
    .flatMap((type) => undocumented(type, rootTypes))
    .sort();
  expect(gaps).toEqual([]);
});
