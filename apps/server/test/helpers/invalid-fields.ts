/** The fields a 400 answer names, sorted, to compare with what the request got wrong. */
export function invalidFields(response: { json(): unknown }): string[] {
  const { errors } = response.json() as { errors: { field: string }[] };
  return errors.map((error) => error.field).sort();
}
