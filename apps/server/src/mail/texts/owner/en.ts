import { plural } from '../../plural.ts';
import type { OwnerMailTexts } from './owner-mail-texts.ts';

const languageNames = { tr: 'Turkish', en: 'English', ar: 'Arabic', ru: 'Russian' };

export const en: OwnerMailTexts = {
  labels: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    district: 'District',
    propertyType: 'Property type',
    bedrooms: 'Bedrooms',
    message: 'Message',
    language: 'Language of the enquiry',
    receivedAt: 'Received',
  },
  propertyTypes: { apartment: 'Apartment', studio: 'Studio', villa: 'Villa', other: 'Other' },
  bedrooms: (count) =>
    count === 0
      ? 'No separate bedroom (studio)'
      : `${count} ${plural('en', count, { one: 'bedroom', other: 'bedrooms' })}`,
  languageNames,
  operator: {
    subject: (name, district) => `New owner enquiry: ${name} (${district})`,
    intro: 'A property owner sent the contact form on the owners page:',
    replyHint: (language) =>
      `Replying to this e-mail writes to the owner. They wrote in ${languageNames[language]}; please answer in that language.`,
  },
  received: {
    subject: 'We received your enquiry about your property',
    intro:
      'Thank you for considering Konak for your property in Istanbul. We have received your enquiry with these details:',
    next: 'A member of our owner team will call you within one business day to talk about your property, answer your questions and arrange a visit. There is no obligation: you decide only after you have seen our offer.',
    summary: 'Your details',
    button: 'Read how management works',
    ignore:
      'If you did not send this enquiry, you can ignore this e-mail; we will not contact you without your consent.',
  },
};
