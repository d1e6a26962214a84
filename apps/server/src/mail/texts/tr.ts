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
};
