/** The bench scripts' command line: `--name value` numbers with a default, and `--flag` switches. */
export const args = process.argv.slice(2);

export function numberOption(name: string, fallback: number): number {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
}

/** Every value given after `name` (`--only a --only b`). */
export const stringOptions = (name: string): string[] =>
  args.flatMap((arg, index) => (args[index - 1] === name ? [arg] : []));

export const hasFlag = (name: string): boolean => args.includes(name);
