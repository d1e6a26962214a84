import type { Language } from '@konak/domain/languages';

/** The operator's notice of a bank-transfer receipt (decision 057); sent in Turkish, kept in every language. */
export type ReceiptMailTexts = {
  subject: (reservationNumber: string) => string;
  intro: string;
  labels: {
    reservationNumber: string;
    listing: string;
    dates: string;
    guest: string;
    email: string;
    phone: string;
    amountDue: string;
    deadline: string;
    file: string;
    uploadedAt: string;
  };
  /** "(Istanbul time)" after instants. */
  istanbulTime: string;
  next: string;
};

export const receiptMailTexts: Record<Language, ReceiptMailTexts> = {
  tr: {
    subject: (number) => `Havale dekontu geldi: ${number}`,
    intro:
      'Bir misafir, havale ile ödenecek rezervasyonunun dekontunu gönderdi. Dosya bu e-postanın ekindedir.',
    labels: {
      reservationNumber: 'Rezervasyon numarası',
      listing: 'Daire / tur',
      dates: 'Tarihler',
      guest: 'Misafir',
      email: 'E-posta',
      phone: 'Telefon',
      amountDue: 'Beklenen tutar',
      deadline: 'Son ödeme zamanı',
      file: 'Dosya',
      uploadedAt: 'Gönderilme zamanı',
    },
    istanbulTime: 'İstanbul saati',
    next: 'Tutar hesaba geçtiğinde ödemeyi rezervasyona kaydedin; rezervasyon o zaman onaylanır. Kaydedilene kadar rezervasyon beklemede kalır ve son ödeme zamanında sistem tarafından iptal edilir.',
  },
  en: {
    subject: (number) => `Bank transfer receipt received: ${number}`,
    intro:
      'A guest sent the receipt of the bank transfer for their reservation. The file is attached to this e-mail.',
    labels: {
      reservationNumber: 'Reservation number',
      listing: 'Apartment / tour',
      dates: 'Dates',
      guest: 'Guest',
      email: 'E-mail',
      phone: 'Phone',
      amountDue: 'Amount expected',
      deadline: 'Payment deadline',
      file: 'File',
      uploadedAt: 'Sent at',
    },
    istanbulTime: 'Istanbul time',
    next: 'Once the money is in the account, record the payment on the reservation; that confirms it. Until then the reservation stays pending and the system cancels it at the deadline.',
  },
  ar: {
    subject: (number) => `وصل إيصال تحويل بنكي: ${number}`,
    intro: 'أرسل أحد الضيوف إيصال التحويل البنكي لحجزه. الملف مرفق بهذه الرسالة.',
    labels: {
      reservationNumber: 'رقم الحجز',
      listing: 'الشقة / الجولة',
      dates: 'التواريخ',
      guest: 'الضيف',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      amountDue: 'المبلغ المتوقع',
      deadline: 'آخر موعد للدفع',
      file: 'الملف',
      uploadedAt: 'وقت الإرسال',
    },
    istanbulTime: 'بتوقيت إسطنبول',
    next: 'عندما يصل المبلغ إلى الحساب، سجّل الدفع في الحجز فيتم تأكيده. حتى ذلك الحين يبقى الحجز معلقًا ويلغيه النظام عند انتهاء المهلة.',
  },
  ru: {
    subject: (number) => `Получена квитанция о переводе: ${number}`,
    intro:
      'Гость прислал квитанцию о банковском переводе за своё бронирование. Файл приложен к этому письму.',
    labels: {
      reservationNumber: 'Номер бронирования',
      listing: 'Квартира / тур',
      dates: 'Даты',
      guest: 'Гость',
      email: 'Эл. почта',
      phone: 'Телефон',
      amountDue: 'Ожидаемая сумма',
      deadline: 'Срок оплаты',
      file: 'Файл',
      uploadedAt: 'Отправлено',
    },
    istanbulTime: 'по стамбульскому времени',
    next: 'Когда деньги поступят на счёт, отметьте оплату в бронировании — это его подтвердит. До тех пор бронирование остаётся в ожидании, и система отменит его по истечении срока.',
  },
};
