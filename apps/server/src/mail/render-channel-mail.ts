import { formatStayDate } from './format.ts';
import type { DetailRow, MailBlock } from './mail-layout.ts';
import type { MailMessage } from './mail-message.ts';
import { channelMailTexts } from './texts/channel/channel-mail-texts.ts';

type ChannelMessage = Extract<MailMessage, { template: 'channel-conflict' }>;

/** The operator's notice that an imported block overlaps a direct booking: both sides, and where to act. */
export function channelMailContent(message: ChannelMessage): { subject: string; blocks: MailBlock[] } {
  const { language, data } = message;
  const t = channelMailTexts[language];
  const range = (from: string, to: string) =>
    `${formatStayDate(from, language)} – ${formatStayDate(to, language)}`;
  const rows: DetailRow[] = [
    [t.labels.apartment, `${data.apartmentNumber} · ${data.apartmentTitle}`],
    [t.labels.reservation, data.reservationNumber, 'ltr'],
    [t.labels.stay, range(data.checkIn, data.checkOut)],
    [t.labels.guest, data.guestName],
    [t.labels.channel, t.channels[data.channel]],
    [t.labels.blocked, range(data.blockCheckIn, data.blockCheckOut)],
    ...(data.blockSummary ? [[t.labels.event, data.blockSummary] as DetailRow] : []),
  ];
  return {
    subject: t.subject(data.apartmentNumber, data.reservationNumber),
    blocks: [
      { kind: 'paragraph', text: t.intro },
      { kind: 'details', rows },
      { kind: 'paragraph', text: t.next },
      { kind: 'button', label: t.button, url: data.dashboardUrl },
    ],
  };
}
