import type { Messages } from '../translate.ts';

export const ru: Messages = {
  'error.generic': 'Произошла ошибка. Пожалуйста, попробуйте ещё раз.',
  'error.validation_failed': 'Некоторые поля заполнены неверно. Проверьте их и попробуйте ещё раз.',
  'error.not_found': 'Запрашиваемый объект не найден.',
  'error.unauthorized': 'Пожалуйста, войдите, чтобы продолжить.',
  'error.forbidden': 'У вас нет прав на это действие.',
  'error.rate_limited': 'Слишком много запросов. Подождите {seconds} с и попробуйте снова.',
  'error.invalid_json': 'Тело запроса не является корректным JSON.',
  'error.unsupported_media_type': 'Этот тип содержимого не поддерживается. Отправьте JSON.',
  'error.payload_too_large': 'Запрос слишком большой.',
  'error.method_not_allowed': 'Этот метод здесь не поддерживается.',
  'error.service_unavailable': 'Сервис временно недоступен. Попробуйте чуть позже.',
};
