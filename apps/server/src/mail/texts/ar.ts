import { pluralCategory } from '../plural.ts';
import type { MailTexts } from './mail-texts.ts';

// Arabic counts: 1 and 2 are said without the number (dual), 3–10 take the plural, 11–99 the singular.
function forMinutes(count: number): string {
  switch (pluralCategory('ar', count)) {
    case 'one':
      return 'دقيقة واحدة';
    case 'two':
      return 'دقيقتين';
    case 'few':
      return `${count} دقائق`;
    default:
      return `${count} دقيقة`;
  }
}

function forAttempts(count: number): string {
  switch (pluralCategory('ar', count)) {
    case 'one':
      return 'محاولة فاشلة واحدة';
    case 'two':
      return 'محاولتان فاشلتان';
    case 'few':
      return `${count} محاولات فاشلة`;
    default:
      return `${count} محاولة فاشلة`;
  }
}

export const ar: MailTexts = {
  greeting: (name) => `مرحبًا ${name}،`,
  signature: 'فريق Konak',
  footer: 'تصلك هذه الرسالة لأن هذا العنوان استُخدم في Konak.',
  verificationCode: {
    subject: 'رمز التحقق الخاص بك من Konak',
    intro: 'استخدم هذا الرمز لتأكيد عنوان بريدك الإلكتروني:',
    expiry: (count) => `الرمز صالح لمدة ${forMinutes(count)}.`,
    ignore: 'إذا لم تُنشئ حسابًا في Konak، يمكنك تجاهل هذه الرسالة.',
  },
  passwordReset: {
    subject: 'إعادة تعيين كلمة المرور في Konak',
    intro: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في Konak. اختر كلمة مرور جديدة عبر الزر أدناه:',
    button: 'اختيار كلمة مرور جديدة',
    linkHint: 'إذا لم يعمل الزر، انسخ هذا الرابط إلى متصفحك:',
    expiry: (count) => `الرابط صالح لمدة ${forMinutes(count)} ويمكن استخدامه مرة واحدة.`,
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
  },
  welcome: {
    subject: 'مرحبًا بك في Konak',
    intro: 'حسابك جاهز. يمكنك الآن حجز الشقق والجولات في المدينة، وحفظ المفضلة، ومتابعة حجوزاتك.',
    button: 'ابدأ الاستكشاف',
  },
  signInAttempts: {
    subject: 'هناك من يحاول تسجيل الدخول إلى حسابك في Konak',
    intro: (count) =>
      `خلال الساعة الماضية جرت ${forAttempts(count)} على الأقل لتسجيل الدخول إلى حسابك في Konak بكلمة مرور خاطئة من أماكن مختلفة.`,
    protection:
      'حسابك غير مقفل وكلمة مرورك ما زالت تعمل. لحمايته سيُطلب لفترة من الوقت تحقق آلي قصير عند كل تسجيل دخول.',
    advice:
      'إذا كنت أنت من قام بهذه المحاولات فلا داعي لفعل أي شيء. وإلا فاختر عبر «نسيت كلمة المرور؟» في نافذة تسجيل الدخول كلمة مرور طويلة لا تستخدمها في أي مكان آخر.',
  },
};
