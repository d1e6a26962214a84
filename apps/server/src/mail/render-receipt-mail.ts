import { formatEuro, formatIstanbulInstant, formatStayDate } from './format.ts';
import type { DetailRow, MailBlock } from './mail-layout.ts';
import type { MailAttachment, MailMessage } from './mail-message.ts';
import { receiptMailTexts } from './texts/receipt/receipt-mail-texts.ts';

type ReceiptMessage = Extract<MailMessage, { template: 'payment-receipt' }>;

const KILOBYTE = 1024;

/** The operator's notice of a guest's bank-transfer receipt, with the file attached as the guest sent it. */
export function receiptMailContent(message: ReceiptMessage): {
  subject: string;
  blocks: MailBlock[];
  attachments: MailAttachment[];
} {
  const { language, data } = message;
  const t = receiptMailTexts[language];
  const date = (value: string) => formatStayDate(value, language);
  const instant = (value: string) =>
    `${formatIstanbulInstant(new Date(value), language)} (${t.istanbulTime})`;
  const rows: DetailRow[] = [
    [t.labels.reservationNumber, data.reservationNumber, 'ltr'],
    [t.labels.listing, data.title],
    [
      t.labels.dates,
      data.type === 'tour' ? date(data.checkIn) : `${date(data.checkIn)} – ${date(data.checkOut)}`,
    ],
    [t.labels.guest, data.guestName],
    [t.labels.email, data.guestEmail, 'ltr'],
    [t.labels.phone, data.guestPhone, 'ltr'],
    [t.labels.amountDue, formatEuro(data.amountDue, language)],
    ...(data.paymentDeadline ? [[t.labels.deadline, instant(data.paymentDeadline)] as DetailRow] : []),
    [t.labels.file, `${data.fileName} (${Math.max(1, Math.round(data.sizeBytes / KILOBYTE))} KB)`],
    [t.labels.uploadedAt, instant(data.uploadedAt)],
  ];
  return {
    subject: t.subject(data.reservationNumber),
    blocks: [
      { kind: 'paragraph', text: t.intro },
      { kind: 'details', rows },
      { kind: 'paragraph', text: t.next },
    ],
    attachments: [
      { filename: data.fileName, contentType: data.contentType, content: data.content, encoding: 'base64' },
    ],
  };
}
