import type { ReservationMailTexts } from './reservation-mail-texts.ts';

// Turkish nouns stay singular after a number ("2 yetişkin", "3 gece").
export const tr: ReservationMailTexts = {
  labels: {
    number: 'Rezervasyon numarası',
    apartment: 'Daire',
    tour: 'Tur',
    checkIn: 'Giriş',
    checkOut: 'Çıkış',
    tourDate: 'Tarih ve başlangıç saati',
    address: 'Adres',
    meetingPoint: 'Buluşma noktası',
    guests: 'Misafirler',
    participants: 'Katılımcılar',
    total: 'Toplam',
    guaranteeFee: 'Garanti ücreti (iade edilmez)',
    paid: 'Ödenen',
    remaining: 'Kalan ödeme',
    payment: 'Ödeme',
    cancellation: 'İptal',
    reason: 'Neden',
    refund: 'İade',
    bookedFor: 'Kimin için',
    bookedBy: 'Rezervasyonu yapan',
    bankName: 'Banka',
    accountHolder: 'Hesap sahibi',
    iban: 'IBAN',
    paymentReference: 'Ödeme açıklaması',
    amountToTransfer: 'Havale tutarı',
    deadline: 'Son ödeme zamanı',
  },
  istanbulTime: '(İstanbul saati)',
  guests: (adults, children) =>
    children === 0 ? `${adults} yetişkin` : `${adults} yetişkin, ${children} çocuk`,
  nights: (count) => `${count} gece`,
  departureAt: (date, time) => `${date}, saat ${time}`,
  checkInAt: (date, time) => `${date}, ${time} itibarıyla`,
  checkOutAt: (date, time) => `${date}, en geç ${time}`,
  paymentMethods: { bank_transfer: 'Havale/EFT', pay_at_door: 'Kapıda ödeme', card: 'Kart' },
  freeCancellationUntil: (date) => `${date} tarihine kadar ücretsiz iptal`,
  nonRefundable: 'İade edilemez',
  button: 'Rezervasyonlarımı gör',
  created: {
    subject: (number) => `${number} numaralı rezervasyonunuzu aldık`,
    intro: 'Konak’ı tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuzun ayrıntıları:',
    bankTransfer: (deadline) =>
      `Lütfen havaleyi yapıp dekontu en geç ${deadline} (İstanbul saati) tarihine kadar, açıklamaya rezervasyon numaranızı yazarak bize gönderin. 24 saat içinde dekont ulaşmazsa rezervasyon otomatik olarak iptal edilir.`,
    payAtDoor:
      'Kapıda ödemeyi seçtiniz. Onaylayana kadar rezervasyonunuz beklemede kalır; size haber vereceğiz.',
    card: 'Ödemeniz tamamlanır tamamlanmaz rezervasyonunuzu onaylayacağız.',
    exampleBankAccount: 'Bu banka bilgileri örnektir: bu bir demo sitesidir, bu hesaba para göndermeyin.',
  },
  confirmed: {
    subject: (number) => `${number} numaralı rezervasyonunuz onaylandı`,
    intro: 'Rezervasyonunuz onaylandı. Sizi ağırlamak için sabırsızlanıyoruz.',
    calendar: 'Ekteki takvim dosyasını açarak rezervasyonunuzu takviminize ekleyebilirsiniz.',
    houseRules: (checkInTime, checkOutTime) =>
      `Ev kuralları: giriş ${checkInTime} itibarıyla, çıkış en geç ${checkOutTime} (geç çıkış saatlik ücretlendirilir); balkon dışında sigara içilmez; evcil hayvan kabul edilmez; parti yapılmaz; 22:00–08:00 arası sessizlik saatleridir; misafir sayısı rezervasyonu aşamaz. Destek ekibimize 7/24 ulaşabilirsiniz.`,
  },
  cancelled: {
    subject: (number) => `${number} numaralı rezervasyonunuz iptal edildi`,
    intro: {
      user: 'Rezervasyonunuz isteğiniz üzerine iptal edildi.',
      system: 'Havale dekontu 24 saat içinde ulaşmadığı için rezervasyonunuz iptal edildi.',
      admin: 'Rezervasyonunuz Konak tarafından iptal edildi.',
    },
    refund: (amount) => `Size ${amount} iade edeceğiz.`,
    noRefund: 'İade edilecek bir tutar yok.',
    feeKept: 'Garanti ücreti iade edilmez.',
  },
  bookedFor: {
    subject: (number) => `Konak’ta sizin için bir rezervasyon yapıldı (${number})`,
    greeting: 'Merhaba,',
    intro: {
      apartment: 'Bir Konak üyesi sizin için bir daire rezervasyonu yaptı:',
      tour: 'Bir Konak üyesi sizin için bir tur rezervasyonu yaptı:',
    },
    withBooker:
      'Rezervasyon ve tüm ayrıntıları, rezervasyonu yapan üyededir; sorularınız için lütfen ona danışın.',
    ignore:
      'Bu kişiyi tanımıyorsanız bu e-postayı dikkate almayabilirsiniz. Bu rezervasyonla ilgili size bir daha yazmayacağız.',
    button: 'Konak’ı ziyaret edin',
    someone: 'Bir Konak üyesi',
  },
};
