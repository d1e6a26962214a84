/** "https://www.instagram.com/konak" → "Instagram": the link's text is the network the operator chose. */
export function socialNetworkName(url: string): string {
  const host = new URL(url).hostname.replace(/^(www|m)\./, '');
  const name = host.split('.')[0] ?? host;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
