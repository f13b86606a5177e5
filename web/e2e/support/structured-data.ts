import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor, { type ExtractedData } from '@marbec/web-auto-extractor';
import jsonld from 'jsonld';

const require = createRequire(import.meta.url);

/** The statements the validator reads: each term's types, each type's parents, each property's types. */
const PREDICATES = [
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#type',
  'http://www.w3.org/2000/01/rdf-schema#subClassOf',
  'http://schema.org/domainIncludes',
].map((iri) => ` <${iri}> `);

let vocabulary: Promise<object> | undefined;

/**
 * The schema.org vocabulary (every type with its parents, every property with the types it applies
 * to) as the JSON-LD document schema.org publishes: read offline from the copy of its release that
 * `@vocabulary/schema` ships as N-Quads (one statement a line; only the statements the validator
 * reads are kept, the long comments and labels are not), turned into JSON-LD by jsonld.js. Loaded
 * once, on first use.
 */
function schemaOrgVocabulary(): Promise<object> {
  vocabulary ??= (async () => {
    const nquads = await readFile(require.resolve('@vocabulary/schema/schema.nq'), 'utf8');
    const statements = nquads.split('\n').filter((line) => PREDICATES.some((predicate) => line.includes(predicate)));
    const expanded = await jsonld.fromRDF(statements.join('\n'), { format: 'application/n-quads' });
    return jsonld.compact(expanded, {
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
      schema: 'http://schema.org/',
    });
  })();
  return vocabulary;
}

/** The structured data of an HTML document, as a search engine's crawler extracts it. */
export function extractStructuredData(html: string): ExtractedData {
  return new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
}

/**
 * Checks the structured data of an HTML document with Adobe's structured-data-validator: every
 * type and property must exist in schema.org (and apply to its type), and the types Google's rich
 * results know (BreadcrumbList, ListItem, Person, Organization, ImageObject...) must have the
 * fields Google requires. @returns the problems found, errors and warnings alike.
 */
export async function structuredDataIssues(html: string): Promise<ValidationIssue[]> {
  return new Validator(await schemaOrgVocabulary()).validate(extractStructuredData(html));
}
