// The picker (react-day-picker) works with local-midnight Date objects, the rest of the site with ISO
// `YYYY-MM-DD` strings (the domain's stay-dates rules); these two convert without any time zone arithmetic.

export function localDateOf(isoDate: string): Date {
  return new Date(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
}

export function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
