import type { Messages } from '../translate.ts';

export const ar: Messages = {
  'error.generic': 'حدث خطأ. يرجى المحاولة مرة أخرى.',
  'error.validation_failed': 'بعض الحقول غير صالحة. يرجى التحقق منها والمحاولة مرة أخرى.',
  'error.not_found': 'لم يتم العثور على العنصر المطلوب.',
  'error.unauthorized': 'يرجى تسجيل الدخول للمتابعة.',
  'error.forbidden': 'غير مسموح لك بتنفيذ هذا الإجراء.',
  'error.rate_limited': 'طلبات كثيرة جدًا. يرجى الانتظار {seconds} ثانية ثم المحاولة مرة أخرى.',
  'error.invalid_json': 'نص الطلب ليس بتنسيق JSON صالح.',
  'error.unsupported_media_type': 'نوع المحتوى هذا غير مدعوم. يرجى إرسال JSON.',
  'error.payload_too_large': 'الطلب كبير جدًا.',
  'error.method_not_allowed': 'هذه الطريقة غير مسموح بها هنا.',
  'error.service_unavailable': 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
};
