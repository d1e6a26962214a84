import { type Language, textDirection } from '@konak/domain/languages';

/** The pieces a mail body is made of; the HTML and the plain-text versions are both rendered from them. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'link'; url: string }
  /** Label–value rows, e.g. a reservation's number, dates and amounts. */
  | { kind: 'details'; rows: DetailRow[] };

/** `ltr` keeps a value such as an IBAN left-to-right and on one line inside Arabic text. */
export type DetailRow = [label: string, value: string, format?: 'ltr'];

export type MailLayoutInput = {
  language: Language;
  subject: string;
  blocks: MailBlock[];
  signature: string;
  footer: string;
};

const BRAND_ORANGE = '#ea580c';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every piece of data goes through this before it reaches the HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Only absolute http(s) links may become an href (a `javascript:` URL would run in some mail clients). */
function safeHref(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`unsafe mail link: ${url}`);
  return escapeHtml(parsed.href);
}

function blockHtml(block: MailBlock, align: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;text-align:${align}">${escapeHtml(block.text)}</p>`;
    case 'code':
      // dir="ltr" keeps the digits in order inside Arabic text; user-select:all copies the code in one tap.
      return `<p style="margin:8px 0 24px;text-align:center"><span dir="ltr" data-code="${escapeHtml(block.code)}" style="display:inline-block;padding:12px 20px;border:2px dashed ${BRAND_ORANGE};border-radius:10px;background:#fff7ed;color:#9a3412;font-family:'SFMono-Regular',Consolas,'Liberation Mono',monospace;font-size:34px;font-weight:700;letter-spacing:8px;-webkit-user-select:all;user-select:all">${escapeHtml(block.code)}</span></p>`;
    case 'button':
      return `<p style="margin:8px 0 24px;text-align:center"><a href="${safeHref(block.url)}" style="display:inline-block;padding:14px 28px;border-radius:10px;background:${BRAND_ORANGE};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    case 'link':
      return `<p dir="ltr" style="margin:0 0 16px;text-align:left;word-break:break-all;font-size:13px"><a href="${safeHref(block.url)}" style="color:#c2410c">${escapeHtml(block.url)}</a></p>`;
    case 'details': {
      const rows = block.rows
        .map(
          ([label, value, format]) =>
            `<tr><th scope="row" style="padding:6px 12px 6px 0;text-align:${align};font-weight:600;color:#78716c;vertical-align:top">${escapeHtml(label)}</th><td style="padding:6px 0;text-align:${align};color:#1f2937">${
              format === 'ltr'
                ? `<bdi dir="ltr" style="white-space:nowrap">${escapeHtml(value)}</bdi>`
                : `<bdi>${escapeHtml(value)}</bdi>`
            }</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px">${rows}</table>`;
    }
  }
}

/** A single-column, inline-styled page: mail clients ignore <style> blocks and external images. */
export function renderMailHtml({ language, subject, blocks, signature, footer }: MailLayoutInput): string {
  const direction = textDirection(language);
  const align = direction === 'rtl' ? 'right' : 'left';
  const body = blocks.map((block) => blockHtml(block, align)).join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#fff7ed">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff7ed">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${direction}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:6px solid ${BRAND_ORANGE}">
<tr><td style="padding:24px 32px 8px;font-family:${FONT};font-size:24px;font-weight:800;color:${BRAND_ORANGE};text-align:${align}">Konak</td></tr>
<tr><td dir="${direction}" style="padding:8px 32px 24px;font-family:${FONT};font-size:16px;line-height:1.6;color:#1f2937;text-align:${align}">
${body}
<p style="margin:24px 0 0;text-align:${align}">${escapeHtml(signature)}</p>
</td></tr>
</table>
<p dir="${direction}" style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:1.5;color:#78716c;text-align:center">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'link':
      return block.url;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

/** The plain-text alternative: same content, the code alone on its line, links written out. */
export function renderMailText({ blocks, signature, footer }: MailLayoutInput): string {
  return `${blocks.map(blockText).join('\n\n')}\n\n${signature}\n\n-- \n${footer}\n`;
}
