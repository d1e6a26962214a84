import type { Messages } from '../translate.ts';

export const tr: Messages = {
  'error.generic': 'Bir hata oluştu. Lütfen tekrar deneyin.',
  'error.validation_failed': 'Bazı alanlar geçersiz. Lütfen kontrol edip tekrar deneyin.',
  'error.not_found': 'İstenen kayıt bulunamadı.',
  'error.unauthorized': 'Devam etmek için lütfen giriş yapın.',
  'error.forbidden': 'Bu işlem için yetkiniz yok.',
  'error.rate_limited': 'Çok fazla istek gönderildi. Lütfen {seconds} saniye bekleyip tekrar deneyin.',
  'error.invalid_json': 'İstek gövdesi geçerli bir JSON değil.',
  'error.unsupported_media_type': 'Bu içerik türü desteklenmiyor. Lütfen JSON gönderin.',
  'error.payload_too_large': 'İstek çok büyük.',
  'error.method_not_allowed': 'Bu yöntem burada kullanılamaz.',
  'error.service_unavailable': 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
};
