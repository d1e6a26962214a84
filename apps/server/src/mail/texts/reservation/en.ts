import { plural } from '../../plural.ts';
import type { ReservationMailTexts } from './reservation-mail-texts.ts';

export const en: ReservationMailTexts = {
  labels: {
    number: 'Reservation number',
    apartment: 'Apartment',
    tour: 'Tour',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    tourDate: 'Date and start time',
    address: 'Address',
    meetingPoint: 'Meeting point',
    guests: 'Guests',
    participants: 'Participants',
    total: 'Total',
    guaranteeFee: 'Guarantee fee (not refundable)',
    paid: 'Paid',
    remaining: 'Still to pay',
    payment: 'Payment',
    cancellation: 'Cancellation',
    reason: 'Reason',
    refund: 'Refund',
    bookedFor: 'Booked for',
    bookedBy: 'Booked by',
    bankName: 'Bank',
    accountHolder: 'Account holder',
    iban: 'IBAN',
    paymentReference: 'Payment reference',
    amountToTransfer: 'Amount to transfer',
    deadline: 'Deadline',
  },
  istanbulTime: '(Istanbul time)',
  guests: (adults, children) => {
    const grown = `${adults} ${plural('en', adults, { one: 'adult', other: 'adults' })}`;
    if (children === 0) return grown;
    return `${grown}, ${children} ${plural('en', children, { one: 'child', other: 'children' })}`;
  },
  nights: (count) => `${count} ${plural('en', count, { one: 'night', other: 'nights' })}`,
  departureAt: (date, time) => `${date} at ${time}`,
  checkInAt: (date, time) => `${date}, from ${time}`,
  checkOutAt: (date, time) => `${date}, until ${time}`,
  paymentMethods: { bank_transfer: 'Bank transfer', pay_at_door: 'Pay at the door', card: 'Card' },
  freeCancellationUntil: (date) => `Free cancellation until ${date}`,
  nonRefundable: 'Non-refundable',
  button: 'See my reservations',
  created: {
    subject: (number) => `We received your reservation ${number}`,
    intro: 'Thank you for booking with Konak. Here are the details of your reservation:',
    bankTransfer: (deadline) =>
      `Please make the bank transfer and send us the receipt by ${deadline} (Istanbul time), quoting your reservation number. Without a receipt within 24 hours the reservation is cancelled automatically.`,
    payAtDoor:
      'You chose to pay at the door. The reservation stays pending until we approve it; we will let you know.',
    card: 'We will confirm your reservation as soon as the payment has gone through.',
    exampleBankAccount:
      'These bank details are an example: this is a demo site, so do not send money to this account.',
  },
  confirmed: {
    subject: (number) => `Your reservation ${number} is confirmed`,
    intro: 'Good news: your reservation is confirmed. We look forward to welcoming you.',
    calendar: 'Open the attached calendar file to add it to your calendar.',
    houseRules: (checkInTime, checkOutTime) =>
      `House rules: check-in from ${checkInTime}, check-out by ${checkOutTime} (late check-out is charged by the hour); no smoking except on the balcony; no pets; no parties; quiet hours 22:00–08:00; no more guests than booked. Our support is available 24/7.`,
  },
  cancelled: {
    subject: (number) => `Your reservation ${number} has been cancelled`,
    intro: {
      user: 'Your reservation has been cancelled as you asked.',
      system:
        'Your reservation has been cancelled because we did not receive the bank transfer receipt within 24 hours.',
      admin: 'Your reservation has been cancelled by Konak.',
    },
    refund: (amount) => `We will refund ${amount} to you.`,
    noRefund: 'No refund is due.',
    feeKept: 'The guarantee fee is not refunded.',
  },
  bookedFor: {
    subject: (number) => `A reservation was made for you at Konak (${number})`,
    greeting: 'Hello,',
    intro: {
      apartment: 'A Konak member has booked an apartment stay for you:',
      tour: 'A Konak member has booked a tour for you:',
    },
    withBooker:
      'The member who booked has the reservation and all its details; please ask them if you have any questions.',
    ignore:
      'If you do not know this person, you can ignore this e-mail. We will not write to you about this reservation again.',
    button: 'Visit Konak',
    someone: 'A Konak member',
  },
};
