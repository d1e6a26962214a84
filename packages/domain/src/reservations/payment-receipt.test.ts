import { describe, expect, it } from 'vitest';
import { acceptsReceipt, cleanReceiptFileName, detectReceiptType } from './payment-receipt.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('detectReceiptType', () => {
  it('recognises each accepted format by its first bytes', () => {
    expect(detectReceiptType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectReceiptType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(detectReceiptType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectReceiptType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectReceiptType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(detectReceiptType(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]))).toBe('image/heif');
  });

  it('refuses other content whatever it would be called', () => {
    expect(detectReceiptType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectReceiptType(bytes('PK', [3, 4]))).toBeNull();
    expect(detectReceiptType(bytes('GIF89a'))).toBeNull();
    expect(detectReceiptType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(detectReceiptType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBeNull();
    expect(detectReceiptType(bytes(' %PDF-1.7'))).toBeNull();
    expect(detectReceiptType(new Uint8Array())).toBeNull();
    expect(detectReceiptType(bytes([0xff, 0xd8]))).toBeNull();
  });
});

describe('cleanReceiptFileName', () => {
  it('keeps the last path part without controls or direction overrides', () => {
    expect(cleanReceiptFileName('C:\\Users\\me\\dekont.pdf')).toBe('dekont.pdf');
    expect(cleanReceiptFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanReceiptFileName('fdp.\u202egnp\u0000  x.pdf')).toBe('fdp.gnp x.pdf');
    expect(cleanReceiptFileName('  \u200f ')).toBe('receipt');
    expect([...cleanReceiptFileName('ş'.repeat(300))]).toHaveLength(200);
  });
});

describe('acceptsReceipt', () => {
  const pending = { paymentMethod: 'bank_transfer', status: 'pending', paymentStatus: 'pending' } as const;
  it('only for a pending bank transfer with nothing paid', () => {
    expect(acceptsReceipt(pending)).toBe(true);
    expect(acceptsReceipt({ ...pending, paymentMethod: 'pay_at_door' })).toBe(false);
    expect(acceptsReceipt({ ...pending, status: 'cancelled' })).toBe(false);
    expect(acceptsReceipt({ ...pending, status: 'confirmed', paymentStatus: 'paid' })).toBe(false);
    expect(acceptsReceipt({ ...pending, paymentStatus: 'partially_paid' })).toBe(false);
  });
});
