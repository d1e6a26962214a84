import type { OwnerMailTexts } from './owner-mail-texts.ts';

const languageNames = { tr: 'Türkçe', en: 'İngilizce', ar: 'Arapça', ru: 'Rusça' };

export const tr: OwnerMailTexts = {
  labels: {
    name: 'Ad soyad',
    email: 'E-posta',
    phone: 'Telefon',
    district: 'İlçe',
    propertyType: 'Mülk türü',
    bedrooms: 'Yatak odası',
    message: 'Mesaj',
    language: 'Başvuru dili',
    receivedAt: 'Alınma zamanı',
  },
  propertyTypes: { apartment: 'Daire', studio: 'Stüdyo', villa: 'Villa', other: 'Diğer' },
  bedrooms: (count) => (count === 0 ? 'Ayrı yatak odası yok (stüdyo)' : `${count} yatak odası`),
  languageNames,
  operator: {
    subject: (name, district) => `Yeni ev sahibi başvurusu: ${name} (${district})`,
    intro: 'Bir mülk sahibi, ev sahipleri sayfasındaki iletişim formunu gönderdi:',
    replyHint: (language) =>
      `Bu e-postayı yanıtladığınızda yanıt doğrudan mülk sahibine gider. Başvuru ${languageNames[language]} yazıldı; lütfen aynı dilde yanıt verin.`,
  },
  received: {
    subject: 'Mülkünüzle ilgili başvurunuzu aldık',
    intro:
      'İstanbul’daki mülkünüz için Konak’ı düşündüğünüz için teşekkür ederiz. Başvurunuzu aşağıdaki bilgilerle aldık:',
    next: 'Ev sahipleri ekibimizden bir temsilci bir iş günü içinde sizi arayarak mülkünüzü konuşacak, sorularınızı yanıtlayacak ve bir ziyaret planlayacak. Hiçbir yükümlülük yoktur: kararınızı teklifimizi gördükten sonra verirsiniz.',
    summary: 'Bilgileriniz',
    button: 'Yönetimin nasıl işlediğini okuyun',
    ignore:
      'Bu başvuruyu siz göndermediyseniz bu e-postayı dikkate almayabilirsiniz; izniniz olmadan sizinle iletişime geçmeyiz.',
  },
};
