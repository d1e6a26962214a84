/** The id of a field's rule message, for aria-describedby. */
export const messageIdOf = (id: string) => `${id}-message`;

/** The id of a field's hint, for aria-describedby. */
export const hintIdOf = (id: string) => `${id}-hint`;

/** The ids that describe a control, space-separated, or nothing when there are none. */
export function describedByOf(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
