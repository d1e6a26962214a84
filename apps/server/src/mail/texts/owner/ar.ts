import type { OwnerMailTexts } from './owner-mail-texts.ts';

function bedrooms(count: number): string {
  if (count === 0) return 'لا توجد غرفة نوم منفصلة (استوديو)';
  if (count === 1) return 'غرفة نوم واحدة';
  if (count === 2) return 'غرفتا نوم';
  if (count <= 10) return `${count} غرف نوم`;
  return `${count} غرفة نوم`;
}

const languageNames = { tr: 'التركية', en: 'الإنجليزية', ar: 'العربية', ru: 'الروسية' };

export const ar: OwnerMailTexts = {
  labels: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    district: 'المنطقة',
    propertyType: 'نوع العقار',
    bedrooms: 'غرف النوم',
    message: 'الرسالة',
    language: 'لغة الطلب',
    receivedAt: 'وقت الاستلام',
  },
  propertyTypes: { apartment: 'شقة', studio: 'استوديو', villa: 'فيلا', other: 'أخرى' },
  bedrooms,
  languageNames,
  operator: {
    subject: (name, district) => `طلب جديد من مالك عقار: ${name} (${district})`,
    intro: 'أرسل مالك عقار نموذج التواصل في صفحة المالكين:',
    replyHint: (language) =>
      `الرد على هذه الرسالة يصل مباشرة إلى المالك. كُتب الطلب باللغة ${languageNames[language]}؛ يرجى الرد بها.`,
  },
  received: {
    subject: 'استلمنا طلبك بشأن عقارك',
    intro: 'شكرًا لتفكيرك في Konak لإدارة عقارك في إسطنبول. لقد استلمنا طلبك بالتفاصيل التالية:',
    next: 'سيتصل بك أحد أعضاء فريق المالكين لدينا خلال يوم عمل واحد للحديث عن عقارك والإجابة عن أسئلتك وترتيب زيارة. لا يوجد أي التزام: تقرر فقط بعد الاطلاع على عرضنا.',
    summary: 'بياناتك',
    button: 'اقرأ كيف تعمل الإدارة',
    ignore: 'إذا لم ترسل هذا الطلب، يمكنك تجاهل هذه الرسالة؛ لن نتواصل معك دون موافقتك.',
  },
};
