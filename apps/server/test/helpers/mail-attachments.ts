/**
 * The attachments of a raw mail (parse-mail.ts reads only the text and HTML bodies): every MIME leaf with a
 * filename, decoded from base64 or quoted-printable.
 */
export type MailAttachmentPart = { filename: string; contentType: string; content: string };

function split(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function decode(encoding: string, body: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export function mailAttachments(raw: string): MailAttachmentPart[] {
  const found: MailAttachmentPart[] = [];
  const visit = (part: ReturnType<typeof split>) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
        if (!chunk.startsWith('--')) visit(split(chunk.replace(/^\n/, '')));
      }
      return;
    }
    const disposition = part.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
    if (!filename) return;
    const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    // The body of a leaf ends with the line break before the next boundary.
    found.push({
      filename,
      contentType: type,
      content: decode(encoding, part.body.replace(/\n$/, '')).replace(/\r?\n/g, '\r\n'),
    });
  };
  visit(split(raw));
  return found;
}
