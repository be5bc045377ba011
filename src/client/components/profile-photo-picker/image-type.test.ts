import { describe, expect, it } from 'vitest';
import { detectImageType, isAcceptedDeclaredType } from './image-type';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('detectImageType', () => {
  it('recognises JPEG and PNG by their signatures', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
  });

  it('refuses text, other images and truncated files whatever they are called', () => {
    expect(detectImageType(new TextEncoder().encode('hello, I am photo.png'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a..'))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe('isAcceptedDeclaredType', () => {
  it('accepts the JPEG and PNG spellings and an unknown (empty) type', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/PNG', '']) expect(isAcceptedDeclaredType(type)).toBe(true);
  });

  it('refuses other declared types', () => {
    for (const type of ['image/gif', 'image/webp', 'text/plain', 'application/pdf']) expect(isAcceptedDeclaredType(type)).toBe(false);
  });
});
