import type { z } from 'zod';

/** A schema's complaints about an input as "path: message" lines (undefined when it accepts it), for tests. */
export function schemaIssues(schema: z.ZodType, input: unknown): string[] | undefined {
  return schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
