import { plural } from '../../plural.ts';
import type { ReservationMailTexts } from './reservation-mail-texts.ts';

const count = (value: number, one: string, few: string, many: string) =>
  `${value} ${plural('ru', value, { one, few, many, other: few })}`;

export const ru: ReservationMailTexts = {
  labels: {
    number: 'Номер бронирования',
    apartment: 'Квартира',
    tour: 'Тур',
    checkIn: 'Заезд',
    checkOut: 'Выезд',
    tourDate: 'Дата и время начала',
    address: 'Адрес',
    meetingPoint: 'Место встречи',
    guests: 'Гости',
    participants: 'Участники',
    total: 'Итого',
    guaranteeFee: 'Гарантийный сбор (не возвращается)',
    paid: 'Оплачено',
    remaining: 'Осталось оплатить',
    payment: 'Оплата',
    cancellation: 'Отмена',
    reason: 'Причина',
    refund: 'Возврат',
    bookedFor: 'Для кого',
    bookedBy: 'Кто забронировал',
    bankName: 'Банк',
    accountHolder: 'Владелец счёта',
    iban: 'IBAN',
    paymentReference: 'Назначение платежа',
    amountToTransfer: 'Сумма перевода',
    deadline: 'Крайний срок',
  },
  istanbulTime: '(время Стамбула)',
  guests: (adults, children) => {
    const grown = count(adults, 'взрослый', 'взрослых', 'взрослых');
    return children === 0 ? grown : `${grown}, ${count(children, 'ребёнок', 'ребёнка', 'детей')}`;
  },
  nights: (nights) => count(nights, 'ночь', 'ночи', 'ночей'),
  departureAt: (date, time) => `${date}, в ${time}`,
  checkInAt: (date, time) => `${date}, с ${time}`,
  checkOutAt: (date, time) => `${date}, до ${time}`,
  paymentMethods: { bank_transfer: 'Банковский перевод', pay_at_door: 'Оплата на месте', card: 'Карта' },
  freeCancellationUntil: (date) => `Бесплатная отмена до ${date}`,
  nonRefundable: 'Без возврата',
  button: 'Мои бронирования',
  created: {
    subject: (number) => `Мы получили ваше бронирование ${number}`,
    intro: 'Спасибо, что выбрали Konak. Детали вашего бронирования:',
    bankTransfer: (deadline) =>
      `Пожалуйста, сделайте банковский перевод и пришлите нам квитанцию до ${deadline} (по времени Стамбула), указав номер бронирования. Если квитанция не поступит в течение 24 часов, бронирование будет отменено автоматически.`,
    payAtDoor:
      'Вы выбрали оплату на месте. Бронирование остаётся в ожидании, пока мы его не подтвердим; мы сообщим вам.',
    card: 'Мы подтвердим бронирование, как только пройдёт оплата.',
    exampleBankAccount:
      'Эти банковские реквизиты — пример: это демонстрационный сайт, не переводите деньги на этот счёт.',
  },
  confirmed: {
    subject: (number) => `Ваше бронирование ${number} подтверждено`,
    intro: 'Ваше бронирование подтверждено. Будем рады вас принять.',
    calendar: 'Откройте приложенный файл календаря, чтобы добавить поездку в свой календарь.',
    houseRules: (checkInTime, checkOutTime) =>
      `Правила проживания: заезд с ${checkInTime}, выезд до ${checkOutTime} (поздний выезд оплачивается почасово); курение только на балконе; без животных; без вечеринок; тихие часы 22:00–08:00; гостей не больше, чем в бронировании. Поддержка работает круглосуточно.`,
  },
  cancelled: {
    subject: (number) => `Ваше бронирование ${number} отменено`,
    intro: {
      user: 'Ваше бронирование отменено по вашему запросу.',
      system:
        'Ваше бронирование отменено, так как квитанция о банковском переводе не поступила в течение 24 часов.',
      admin: 'Ваше бронирование отменено компанией Konak.',
    },
    refund: (amount) => `Мы вернём вам ${amount}.`,
    noRefund: 'Возврат не предусмотрен.',
    feeKept: 'Гарантийный сбор не возвращается.',
  },
  bookedFor: {
    subject: (number) => `Для вас сделано бронирование в Konak (${number})`,
    greeting: 'Здравствуйте!',
    intro: {
      apartment: 'Участник Konak забронировал для вас квартиру:',
      tour: 'Участник Konak забронировал для вас тур:',
    },
    withBooker:
      'Бронирование и все его детали — у участника, который его сделал; с вопросами, пожалуйста, обращайтесь к нему.',
    ignore:
      'Если вы не знаете этого человека, просто не обращайте внимания на это письмо. Больше писем об этом бронировании мы вам не пришлём.',
    button: 'Перейти на сайт Konak',
    someone: 'Участник Konak',
  },
};
