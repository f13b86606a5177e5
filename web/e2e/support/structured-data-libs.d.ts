// The two libraries ship JavaScript only: the parts of their API the tests use.

declare module '@marbec/web-auto-extractor' {
  /** Structured data found in an HTML document, by format and then by schema.org type. */
  export interface ExtractedData {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    errors: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  export default class Validator {
    /** @param schemaOrgJson the schema.org vocabulary as JSON-LD (an object with `@graph`). */
    constructor(schemaOrgJson?: object);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
