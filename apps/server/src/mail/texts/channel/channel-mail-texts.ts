import type { Language } from '@konak/domain/languages';

/** The operator's notice of a double booking across channels (issue 18 §4); sent in Turkish, kept in every language. */
export type ChannelMailTexts = {
  subject: (apartmentNumber: string, reservationNumber: string) => string;
  intro: string;
  labels: {
    apartment: string;
    reservation: string;
    stay: string;
    guest: string;
    channel: string;
    blocked: string;
    event: string;
  };
  channels: Record<'airbnb' | 'booking' | 'other', string>;
  next: string;
  button: string;
};

const en: ChannelMailTexts = {
  subject: (apartment, reservation) => `Double booking: apartment ${apartment}, reservation ${reservation}`,
  intro:
    'A calendar imported from another channel now blocks nights that a direct booking already holds. Nothing was deleted: both stay until you decide.',
  labels: {
    apartment: 'Apartment',
    reservation: 'Direct booking',
    stay: 'Its stay',
    guest: 'Guest',
    channel: 'Imported from',
    blocked: 'Blocked nights',
    event: 'Event',
  },
  channels: { airbnb: 'Airbnb', booking: 'Booking.com', other: 'Other channel' },
  next: 'Move or cancel one of the two stays, on the other channel or in the back office. The dashboard lists the conflict until it is resolved.',
  button: 'Open the dashboard',
};

export const channelMailTexts: Record<Language, ChannelMailTexts> = {
  tr: {
    subject: (apartment, reservation) =>
      `Çift rezervasyon: ${apartment} numaralı daire, rezervasyon ${reservation}`,
    intro:
      'Başka bir kanaldan alınan takvim, doğrudan bir rezervasyonun tuttuğu geceleri kapatıyor. Hiçbir şey silinmedi: siz karar verene kadar ikisi de duruyor.',
    labels: {
      apartment: 'Daire',
      reservation: 'Doğrudan rezervasyon',
      stay: 'Konaklama',
      guest: 'Misafir',
      channel: 'Alındığı kanal',
      blocked: 'Kapatılan geceler',
      event: 'Etkinlik',
    },
    channels: { airbnb: 'Airbnb', booking: 'Booking.com', other: 'Diğer kanal' },
    next: 'İki konaklamadan birini diğer kanalda ya da yönetim panelinde taşıyın veya iptal edin. Çakışma çözülene kadar panoda listelenir.',
    button: 'Panoyu aç',
  },
  en,
  ar: {
    subject: (apartment, reservation) => `حجز مزدوج: الشقة ${apartment}، الحجز ${reservation}`,
    intro: 'تقويم مستورد من قناة أخرى يغلق الآن ليالي يشغلها حجز مباشر. لم يُحذف شيء: يبقى الاثنان حتى تقرر.',
    labels: {
      apartment: 'الشقة',
      reservation: 'الحجز المباشر',
      stay: 'مدة الإقامة',
      guest: 'الضيف',
      channel: 'مستورد من',
      blocked: 'الليالي المغلقة',
      event: 'الحدث',
    },
    channels: { airbnb: 'Airbnb', booking: 'Booking.com', other: 'قناة أخرى' },
    next: 'انقل إحدى الإقامتين أو ألغها، في القناة الأخرى أو في لوحة الإدارة. تعرض لوحة المتابعة التعارض حتى يُحل.',
    button: 'افتح لوحة المتابعة',
  },
  ru: {
    subject: (apartment, reservation) => `Двойное бронирование: квартира ${apartment}, бронь ${reservation}`,
    intro:
      'Календарь, импортированный из другого канала, закрывает ночи, которые уже занимает прямое бронирование. Ничего не удалено: обе брони остаются, пока вы не решите.',
    labels: {
      apartment: 'Квартира',
      reservation: 'Прямое бронирование',
      stay: 'Проживание',
      guest: 'Гость',
      channel: 'Импортировано из',
      blocked: 'Закрытые ночи',
      event: 'Событие',
    },
    channels: { airbnb: 'Airbnb', booking: 'Booking.com', other: 'Другой канал' },
    next: 'Перенесите или отмените одно из двух проживаний — в другом канале или в панели управления. Панель показывает конфликт, пока он не решён.',
    button: 'Открыть панель',
  },
};
