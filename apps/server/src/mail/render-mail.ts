import { type MailBlock, renderMailHtml, renderMailText } from './mail-layout.ts';
import type { MailAttachment, MailMessage } from './mail-message.ts';
import { bookedForMailContent } from './render-booked-for-mail.ts';
import { channelMailContent } from './render-channel-mail.ts';
import { ownerMailContent } from './render-owner-mail.ts';
import { receiptMailContent } from './render-receipt-mail.ts';
import { reservationMailContent } from './render-reservation-mail.ts';
import { mailTexts } from './texts/mail-texts.ts';

export type RenderedMail = { subject: string; text: string; html: string; attachments: MailAttachment[] };

export type RenderMailOptions = {
  /** The site's public address (PUBLIC_URL), for links back to it. */
  publicUrl: string;
};

/** The site's home page in a language: Turkish has no prefix (decision 010). */
function homeUrl(publicUrl: string, language: MailMessage['language']): string {
  const base = publicUrl.replace(/\/+$/, '');
  return language === 'tr' ? `${base}/` : `${base}/${language}/`;
}

type MailContent = { subject: string; blocks: MailBlock[]; attachments?: MailAttachment[] };

function contentOf(message: MailMessage, publicUrl: string): MailContent {
  const texts = mailTexts[message.language];
  switch (message.template) {
    case 'verification-code': {
      const { name, code, expiresInMinutes } = message.data;
      const t = texts.verificationCode;
      return {
        subject: t.subject,
        blocks: [
          { kind: 'paragraph', text: texts.greeting(name) },
          { kind: 'paragraph', text: t.intro },
          { kind: 'code', code },
          { kind: 'paragraph', text: t.expiry(expiresInMinutes) },
          { kind: 'paragraph', text: t.ignore },
        ],
      };
    }
    case 'password-reset': {
      const { name, resetUrl, expiresInMinutes } = message.data;
      const t = texts.passwordReset;
      return {
        subject: t.subject,
        blocks: [
          { kind: 'paragraph', text: texts.greeting(name) },
          { kind: 'paragraph', text: t.intro },
          { kind: 'button', label: t.button, url: resetUrl },
          { kind: 'paragraph', text: t.linkHint },
          { kind: 'link', url: resetUrl },
          { kind: 'paragraph', text: t.expiry(expiresInMinutes) },
          { kind: 'paragraph', text: t.ignore },
        ],
      };
    }
    case 'welcome': {
      const t = texts.welcome;
      return {
        subject: t.subject,
        blocks: [
          { kind: 'paragraph', text: texts.greeting(message.data.name) },
          { kind: 'paragraph', text: t.intro },
          { kind: 'button', label: t.button, url: homeUrl(publicUrl, message.language) },
        ],
      };
    }
    case 'sign-in-attempts': {
      const t = texts.signInAttempts;
      return {
        subject: t.subject,
        blocks: [
          { kind: 'paragraph', text: texts.greeting(message.data.name) },
          { kind: 'paragraph', text: t.intro(message.data.failedAttempts) },
          { kind: 'paragraph', text: t.protection },
          { kind: 'paragraph', text: t.advice },
        ],
      };
    }
    case 'reservation-created':
    case 'reservation-confirmed':
    case 'reservation-cancelled':
      return reservationMailContent(message);
    case 'reservation-booked-for':
      return bookedForMailContent(message, homeUrl(publicUrl, message.language));
    case 'owner-inquiry':
    case 'owner-inquiry-received':
      return ownerMailContent(message);
    case 'payment-receipt':
      return receiptMailContent(message);
    case 'channel-conflict':
      return channelMailContent(message);
  }
}

/** Subject, plain text and HTML of a mail in the recipient's language. */
export function renderMail(message: MailMessage, { publicUrl }: RenderMailOptions): RenderedMail {
  const { subject, blocks, attachments = [] } = contentOf(message, publicUrl);
  const texts = mailTexts[message.language];
  const layout = {
    language: message.language,
    subject,
    blocks,
    signature: texts.signature,
    footer: texts.footer,
  };
  return { subject, text: renderMailText(layout), html: renderMailHtml(layout), attachments };
}
