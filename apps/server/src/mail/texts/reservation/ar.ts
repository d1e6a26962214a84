import { pluralCategory } from '../../plural.ts';
import type { ReservationMailTexts } from './reservation-mail-texts.ts';

/** Arabic counts: 1 and 2 are said without the number, 3–10 take the plural, 11 and more the singular. */
function counted(value: number, forms: { one: string; two: string; few: string; other: string }): string {
  switch (pluralCategory('ar', value)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${value} ${forms.few}`;
    default:
      return `${value} ${forms.other}`;
  }
}

export const ar: ReservationMailTexts = {
  labels: {
    number: 'رقم الحجز',
    apartment: 'الشقة',
    tour: 'الجولة',
    checkIn: 'الوصول',
    checkOut: 'المغادرة',
    tourDate: 'التاريخ ووقت البدء',
    address: 'العنوان',
    meetingPoint: 'نقطة الالتقاء',
    guests: 'الضيوف',
    participants: 'المشاركون',
    total: 'الإجمالي',
    guaranteeFee: 'رسوم الضمان (غير قابلة للاسترداد)',
    paid: 'المدفوع',
    remaining: 'المتبقي للدفع',
    payment: 'الدفع',
    cancellation: 'الإلغاء',
    reason: 'السبب',
    refund: 'الاسترداد',
    bookedFor: 'الحجز باسم',
    bookedBy: 'قام بالحجز',
    bankName: 'البنك',
    accountHolder: 'صاحب الحساب',
    iban: 'رقم IBAN',
    paymentReference: 'مرجع الدفع',
    amountToTransfer: 'المبلغ المطلوب تحويله',
    deadline: 'آخر موعد',
  },
  istanbulTime: '(بتوقيت إسطنبول)',
  guests: (adults, children) => {
    const grown = counted(adults, { one: 'بالغ واحد', two: 'بالغان', few: 'بالغين', other: 'بالغًا' });
    if (children === 0) return grown;
    return `${grown}، ${counted(children, { one: 'طفل واحد', two: 'طفلان', few: 'أطفال', other: 'طفلًا' })}`;
  },
  nights: (nights) => counted(nights, { one: 'ليلة واحدة', two: 'ليلتان', few: 'ليالٍ', other: 'ليلة' }),
  departureAt: (date, time) => `${date}، الساعة ${time}`,
  checkInAt: (date, time) => `${date}، ابتداءً من الساعة ${time}`,
  checkOutAt: (date, time) => `${date}، حتى الساعة ${time}`,
  paymentMethods: { bank_transfer: 'تحويل بنكي', pay_at_door: 'الدفع عند الوصول', card: 'بطاقة' },
  freeCancellationUntil: (date) => `إلغاء مجاني حتى ${date}`,
  nonRefundable: 'غير قابل للاسترداد',
  button: 'عرض حجوزاتي',
  created: {
    subject: (number) => `استلمنا حجزك ${number}`,
    intro: 'شكرًا لحجزك مع Konak. إليك تفاصيل حجزك:',
    bankTransfer: (deadline) =>
      `يرجى إجراء التحويل البنكي وإرسال الإيصال إلينا قبل ${deadline} (بتوقيت إسطنبول) مع ذكر رقم الحجز. إذا لم يصل الإيصال خلال 24 ساعة يُلغى الحجز تلقائيًا.`,
    payAtDoor: 'اخترت الدفع عند الوصول. يبقى الحجز قيد الانتظار حتى نوافق عليه، وسنبلغك بذلك.',
    card: 'سنؤكد حجزك فور إتمام الدفع.',
    exampleBankAccount: 'بيانات البنك هذه مجرد مثال: هذا موقع تجريبي، فلا ترسل أي مبلغ إلى هذا الحساب.',
  },
  confirmed: {
    subject: (number) => `تم تأكيد حجزك ${number}`,
    intro: 'تم تأكيد حجزك. نتطلع إلى استقبالك.',
    calendar: 'افتح ملف التقويم المرفق لإضافة حجزك إلى تقويمك.',
    houseRules: (checkInTime, checkOutTime) =>
      `قواعد الإقامة: الوصول ابتداءً من ${checkInTime}، والمغادرة حتى ${checkOutTime} (تُحتسب المغادرة المتأخرة بالساعة)؛ التدخين في الشرفة فقط؛ لا حيوانات أليفة؛ لا حفلات؛ ساعات الهدوء 22:00–08:00؛ لا يتجاوز عدد الضيوف عدد الحجز. فريق الدعم متاح على مدار الساعة.`,
  },
  cancelled: {
    subject: (number) => `تم إلغاء حجزك ${number}`,
    intro: {
      user: 'تم إلغاء حجزك بناءً على طلبك.',
      system: 'تم إلغاء حجزك لأن إيصال التحويل البنكي لم يصل خلال 24 ساعة.',
      admin: 'ألغت Konak حجزك.',
    },
    refund: (amount) => `سنعيد إليك ${amount}.`,
    noRefund: 'لا يوجد مبلغ مستحق للاسترداد.',
    feeKept: 'رسوم الضمان غير قابلة للاسترداد.',
  },
  bookedFor: {
    subject: (number) => `تم إجراء حجز لك لدى Konak (${number})`,
    greeting: 'مرحبًا،',
    intro: {
      apartment: 'حجز لك أحد أعضاء Konak إقامة في شقة:',
      tour: 'حجز لك أحد أعضاء Konak جولة:',
    },
    withBooker: 'الحجز وجميع تفاصيله لدى العضو الذي قام به؛ يرجى سؤاله إذا كانت لديك أي استفسارات.',
    ignore: 'إذا كنت لا تعرف هذا الشخص، يمكنك تجاهل هذه الرسالة. لن نراسلك بشأن هذا الحجز مرة أخرى.',
    button: 'زيارة Konak',
    someone: 'أحد أعضاء Konak',
  },
};
