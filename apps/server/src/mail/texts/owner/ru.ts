import { plural } from '../../plural.ts';
import type { OwnerMailTexts } from './owner-mail-texts.ts';

// "на … языке" needs the prepositional case.
const prepositional = { tr: 'турецком', en: 'английском', ar: 'арабском', ru: 'русском' } as const;

export const ru: OwnerMailTexts = {
  labels: {
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон',
    district: 'Район',
    propertyType: 'Тип объекта',
    bedrooms: 'Спальни',
    message: 'Сообщение',
    language: 'Язык заявки',
    receivedAt: 'Получено',
  },
  propertyTypes: { apartment: 'Квартира', studio: 'Студия', villa: 'Вилла', other: 'Другое' },
  bedrooms: (count) =>
    count === 0
      ? 'Нет отдельной спальни (студия)'
      : `${count} ${plural('ru', count, { one: 'спальня', few: 'спальни', other: 'спален' })}`,
  languageNames: { tr: 'турецкий', en: 'английский', ar: 'арабский', ru: 'русский' },
  operator: {
    subject: (name, district) => `Новая заявка владельца: ${name} (${district})`,
    intro: 'Владелец недвижимости отправил форму на странице для владельцев:',
    replyHint: (language) =>
      `Ответ на это письмо придёт владельцу. Заявка написана на ${prepositional[language]} языке; пожалуйста, отвечайте на нём же.`,
  },
  received: {
    subject: 'Мы получили вашу заявку о вашем объекте',
    intro:
      'Спасибо, что рассматриваете Konak для вашего объекта в Стамбуле. Мы получили вашу заявку со следующими данными:',
    next: 'Сотрудник нашей команды по работе с владельцами позвонит вам в течение одного рабочего дня, чтобы обсудить объект, ответить на вопросы и договориться о визите. Никаких обязательств: решение вы принимаете только после того, как увидите наше предложение.',
    summary: 'Ваши данные',
    button: 'Как устроено управление',
    ignore:
      'Если вы не отправляли эту заявку, просто проигнорируйте письмо: без вашего согласия мы с вами не свяжемся.',
  },
};
