import { plural } from '../plural.ts';
import type { MailTexts } from './mail-texts.ts';

// "в течение" takes the genitive: 1 минуты, 2 минут, 5 минут, 21 минуты.
const duringMinutes = (count: number) =>
  `в течение ${count} ${plural('ru', count, { one: 'минуты', few: 'минут', many: 'минут', other: 'минуты' })}`;

export const ru: MailTexts = {
  greeting: (name) => `Здравствуйте, ${name}!`,
  signature: 'Команда Konak',
  footer: 'Вы получили это письмо, потому что этот адрес был указан на Konak.',
  verificationCode: {
    subject: 'Ваш код подтверждения Konak',
    intro: 'Введите этот код, чтобы подтвердить адрес электронной почты:',
    expiry: (count) => `Код действителен ${duringMinutes(count)}.`,
    ignore: 'Если вы не создавали аккаунт на Konak, просто проигнорируйте это письмо.',
  },
  passwordReset: {
    subject: 'Сброс пароля Konak',
    intro:
      'Мы получили запрос на сброс пароля вашего аккаунта Konak. Задайте новый пароль с помощью кнопки ниже:',
    button: 'Задать новый пароль',
    linkHint: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    expiry: (count) => `Ссылка действительна ${duringMinutes(count)} и срабатывает один раз.`,
    ignore: 'Если вы не запрашивали сброс, проигнорируйте это письмо — ваш пароль не изменится.',
  },
  welcome: {
    subject: 'Добро пожаловать в Konak',
    intro:
      'Ваш аккаунт готов. Теперь вы можете бронировать апартаменты и экскурсии по городу, сохранять избранное и следить за своими бронированиями.',
    button: 'Перейти на сайт',
  },
};
