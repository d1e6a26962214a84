/** A text message to one phone number; `to` is E.164 without spaces (+905321234567). */
export type SmsMessage = { to: string; text: string };

export type SmsSender = {
  /** Resolves once the gateway accepted the message (or it was written to the outbox); rejects otherwise. */
  send(message: SmsMessage): Promise<void>;
};

/** "+90 5321234567" (how the phone rules store numbers) → "+905321234567". */
export function e164(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}
