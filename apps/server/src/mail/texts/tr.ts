import type { MailTexts } from './mail-texts.ts';

// Turkish nouns stay singular after a number ("10 dakika"), so no plural forms are needed.
export const tr: MailTexts = {
  greeting: (name) => `Merhaba ${name},`,
  signature: 'Konak ekibi',
  footer: 'Bu e-postayı, bu adres Konak’ta kullanıldığı için aldınız.',
  verificationCode: {
    subject: 'Konak doğrulama kodunuz',
    intro: 'E-posta adresinizi doğrulamak için bu kodu kullanın:',
    expiry: (count) => `Kod ${count} dakika geçerlidir.`,
    ignore: 'Konak’ta hesap oluşturmadıysanız bu e-postayı dikkate almayabilirsiniz.',
  },
  passwordReset: {
    subject: 'Konak şifrenizi sıfırlayın',
    intro:
      'Konak hesabınızın şifresini sıfırlama isteği aldık. Aşağıdaki düğmeyle yeni bir şifre belirleyin:',
    button: 'Yeni şifre belirle',
    linkHint: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
    expiry: (count) => `Bağlantı ${count} dakika geçerlidir ve bir kez kullanılabilir.`,
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  },
  welcome: {
    subject: 'Konak’a hoş geldiniz',
    intro:
      'Hesabınız hazır. Artık daire ve şehir turu rezervasyonu yapabilir, favorilerinizi saklayabilir ve rezervasyonlarınızı takip edebilirsiniz.',
    button: 'Keşfetmeye başlayın',
  },
  signInAttempts: {
    subject: 'Konak hesabınıza girilmeye çalışılıyor',
    intro: (count) =>
      `Son bir saat içinde Konak hesabınıza farklı yerlerden yanlış şifreyle en az ${count} başarısız giriş denemesi yapıldı.`,
    protection:
      'Hesabınız kilitlenmedi, şifreniz çalışmaya devam ediyor. Hesabınızı korumak için bir süre her girişte kısa bir otomatik doğrulama istenecek.',
    advice:
      'Bu denemeler size aitse bir şey yapmanıza gerek yok. Değilse, giriş penceresindeki "Şifremi unuttum" bağlantısıyla başka hiçbir yerde kullanmadığınız uzun bir şifre belirleyin.',
  },
};
