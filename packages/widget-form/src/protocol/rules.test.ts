import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from './fields';
import { checkField, checkUpload } from './rules';

describe('contact form rules (widgets spec §5)', () => {
  it('required text needs something besides whitespace', () => {
    expect(checkField({ kind: 'text', required: true, value: '' })).toBe('required');
    expect(checkField({ kind: 'text', required: true, value: ' \n\t ' })).toBe('required');
    expect(checkField({ kind: 'text', required: true, value: ' a ' })).toBeUndefined();
    expect(checkField({ kind: 'text', required: false, value: '   ' })).toBeUndefined();
  });

  it('email must pass the email rule; an optional empty email is fine, a required one is not', () => {
    expect(checkField({ kind: 'email', required: false, value: '' })).toBeUndefined();
    expect(checkField({ kind: 'email', required: false, value: '   ' })).toBeUndefined();
    expect(checkField({ kind: 'email', required: true, value: '' })).toBe('required');
    expect(checkField({ kind: 'email', required: false, value: 'ada@example.com' })).toBeUndefined();
    expect(checkField({ kind: 'email', required: false, value: ' ada@example.com ' })).toBeUndefined();
    for (const bad of [
      'ada',
      'ada@',
      '@example.com',
      'ada@@example.com',
      'ada @example.com',
      'ada@exa mple.com',
      'a..b@x.com',
    ])
      expect(checkField({ kind: 'email', required: false, value: bad }), bad).toBe('email');
    for (const good of ["o'brien+bread@harbor-and-rye.co.uk", 'hans.müller@bücher.de', '用户@例子.广告'])
      expect(checkField({ kind: 'email', required: true, value: good }), good).toBeUndefined();
  });

  it('required checkbox, radio and opt-in groups need one checked', () => {
    expect(checkField({ kind: 'choice', required: true, checked: 0 })).toBe('choose');
    expect(checkField({ kind: 'choice', required: true, checked: 2 })).toBeUndefined();
    expect(checkField({ kind: 'choice', required: false, checked: 0 })).toBeUndefined();
  });

  it('a required select must not stay on its first option', () => {
    expect(checkField({ kind: 'select', required: true, onFirstOption: true })).toBe('choose');
    expect(checkField({ kind: 'select', required: true, onFirstOption: false })).toBeUndefined();
    expect(checkField({ kind: 'select', required: false, onFirstOption: true })).toBeUndefined();
  });

  it('files: a required one must be picked; one file, at most 10485760 bytes, of an allowed type', () => {
    const file = (size: number, type: string) => ({ name: 'f', size, type });
    expect(checkField({ kind: 'file', required: true, files: [] })).toBe('required');
    expect(checkField({ kind: 'file', required: false, files: [] })).toBeUndefined();
    expect(
      checkField({ kind: 'file', required: false, files: [file(1, 'image/png'), file(1, 'image/png')] }),
    ).toBe('file-count');
    expect(checkUpload(file(MAX_UPLOAD_BYTES, 'application/pdf'))).toBeUndefined();
    expect(checkUpload(file(MAX_UPLOAD_BYTES + 1, 'application/pdf'))).toBe('file-size');
    for (const type of [
      'image/jpeg',
      'text/plain',
      'application/pdf',
      'audio/mpeg',
      'video/mp4',
      'IMAGE/PNG',
    ])
      expect(checkUpload(file(10, type)), type).toBeUndefined();
    for (const type of ['', 'font/woff2', 'model/gltf+json', 'multipart/mixed'])
      expect(checkUpload(file(10, type)), type).toBe('file-type');
  });
});
