import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../schema-issues.test-support.ts';
import { createOwnerInquiryBodySchema } from './create-owner-inquiry.ts';

const valid = {
  name: '  Selin Kaya ',
  email: ' Selin@Example.COM ',
  phone: '+90 532 123 45 67',
  district: 'Üsküdar',
  propertyType: 'studio',
  bedrooms: 0,
  message: '   ',
  consent: true,
};

const issues = (input: unknown) => schemaIssues(createOwnerInquiryBodySchema, input);

describe('owner enquiry schema', () => {
  it('normalises what the owner typed and drops an empty message', () => {
    expect(createOwnerInquiryBodySchema.parse(valid)).toEqual({
      ...valid,
      name: 'Selin Kaya',
      email: 'selin@example.com',
      phone: '+90 5321234567',
      message: undefined,
    });
  });

  it('names the rule each field breaks with an error key', () => {
    expect(
      issues({ ...valid, district: 'Kadikoy', propertyType: 'loft', bedrooms: 2.5, consent: 'yes' }),
    ).toEqual([
      'district: error.owner_district_required',
      'propertyType: error.owner_property_type_required',
      'bedrooms: error.owner_bedrooms_invalid',
      'consent: error.owner_consent_required',
    ]);
    expect(issues({ ...valid, bedrooms: 21 })).toEqual(['bedrooms: error.owner_bedrooms_invalid']);
    expect(issues({ ...valid, message: 'x'.repeat(2001) })).toEqual([
      'message: error.owner_message_too_long',
    ]);
    expect(issues({ ...valid, consent: false })).toEqual(['consent: error.owner_consent_required']);
  });

  it('keeps the honeypot for the server to look at, bounded', () => {
    expect(createOwnerInquiryBodySchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
    expect(issues({ ...valid, website: 'x'.repeat(501) })).toHaveLength(1);
  });
});
