// What the booking loads share on the command line and in their printed figures.

/** `--name value` from the script's arguments, or the fallback. */
export function cliOption(name: string, fallback: string, args = process.argv.slice(2)): string {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
}

/** The total of counts by kind. */
export const sumOf = (map: Map<string, number>) =>
  [...map.values()].reduce((total, value) => total + value, 0);

/** Counts by kind, largest first, as "code × n, …", or "none". */
export const listOf = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, value]) => `${key} × ${value}`)
    .join(', ') || 'none';
