/**
 * Just enough MIME to read the mails our mailer writes (mailparser is not installed): unfolded headers,
 * RFC 2047 encoded words, multipart bodies, quoted-printable and base64 parts.
 */
export type ParsedMail = {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** `=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=` words of a header, decoded and joined. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\n/, ''))));
}

export function parseMail(raw: string | Buffer): ParsedMail {
  const root = splitPart(raw.toString());
  const leaves = leafParts(root);
  const bodyOf = (mime: string) =>
    leaves
      .filter((leaf) => (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(mime))
      .map(decodeBody)
      .join('');
  return {
    headers: root.headers,
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  };
}

/** The 6-digit code of a verification mail: it stands alone on its line of the text part. */
export function extractCode(mail: Pick<ParsedMail, 'text'>): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no verification code in:\n${mail.text}`);
  return code;
}

/** The password-reset link: the only link written out in a password-reset mail's text part. */
export function extractResetLink(mail: Pick<ParsedMail, 'text'>): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in:\n${mail.text}`);
  return link;
}
