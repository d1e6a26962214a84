import { formatIstanbulInstant } from './format.ts';
import type { MailBlock } from './mail-layout.ts';
import type { MailMessage } from './mail-message.ts';
import { mailTexts } from './texts/mail-texts.ts';
import { ownerMailTexts } from './texts/owner/owner-mail-texts.ts';

type OwnerMessage = Extract<MailMessage, { template: 'owner-inquiry' | 'owner-inquiry-received' }>;

/** Subject and body of the owners page's mails: the operator's notice and the owner's acknowledgement. */
export function ownerMailContent(message: OwnerMessage): { subject: string; blocks: MailBlock[] } {
  const { language } = message;
  const t = ownerMailTexts[language];
  switch (message.template) {
    case 'owner-inquiry': {
      const { data } = message;
      const rows: [string, string][] = [
        [t.labels.name, data.name],
        [t.labels.email, data.email],
        [t.labels.phone, data.phone],
        [t.labels.district, data.district],
        [t.labels.propertyType, t.propertyTypes[data.propertyType]],
        [t.labels.bedrooms, t.bedrooms(data.bedrooms)],
        [t.labels.language, t.languageNames[data.language]],
        [t.labels.receivedAt, formatIstanbulInstant(new Date(data.receivedAt), language)],
      ];
      const blocks: MailBlock[] = [
        { kind: 'paragraph', text: t.operator.intro },
        { kind: 'details', rows },
      ];
      if (data.message) {
        // One paragraph per line the owner wrote: HTML would run the lines together.
        const lines = data.message.split(/\r?\n/).filter((line) => line.trim() !== '');
        blocks.push(
          { kind: 'paragraph', text: `${t.labels.message}:` },
          ...lines.map((text): MailBlock => ({ kind: 'paragraph', text })),
        );
      }
      blocks.push({ kind: 'paragraph', text: t.operator.replyHint(data.language) });
      return { subject: t.operator.subject(data.name, data.district), blocks };
    }
    case 'owner-inquiry-received': {
      const { data } = message;
      return {
        subject: t.received.subject,
        blocks: [
          { kind: 'paragraph', text: mailTexts[language].greeting(data.name) },
          { kind: 'paragraph', text: t.received.intro },
          {
            kind: 'details',
            rows: [
              [t.labels.district, data.district],
              [t.labels.propertyType, t.propertyTypes[data.propertyType]],
              [t.labels.bedrooms, t.bedrooms(data.bedrooms)],
            ],
          },
          { kind: 'paragraph', text: t.received.next },
          { kind: 'button', label: t.received.button, url: data.ownersUrl },
          { kind: 'paragraph', text: t.received.ignore },
        ],
      };
    }
  }
}
