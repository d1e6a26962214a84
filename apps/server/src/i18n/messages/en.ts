export const en = {
  'error.generic': 'An error occurred. Please try again.',
  'error.validation_failed': 'Some fields are not valid. Please check them and try again.',
  'error.not_found': 'The requested resource was not found.',
  'error.unauthorized': 'Please sign in to continue.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.rate_limited': 'Too many requests. Please wait {seconds} seconds and try again.',
  'error.invalid_json': 'The request body is not valid JSON.',
  'error.unsupported_media_type': 'This content type is not supported. Send JSON.',
  'error.payload_too_large': 'The request is too large.',
  'error.method_not_allowed': 'This method is not allowed here.',
  'error.service_unavailable': 'The service is temporarily unavailable. Please try again shortly.',
} as const;
