import { describe, expect, it } from 'vitest';
import { hostedFileUrlProblem, readHostedFile } from './hosted-file';

const HANDLE_URL = 'https://cdn.filestackcontent.com/AbCdEfGhIjKlMnOpQrSt';

describe('hosted files', () => {
  it('takes https addresses on Filestack’s CDN only', () => {
    expect(hostedFileUrlProblem(HANDLE_URL)).toBeUndefined();
    for (const [address, problem] of [
      ['http://cdn.filestackcontent.com/AbCd', 'must be an https:// address on cdn.filestackcontent.com'],
      ['https://evil.example/AbCd', 'must be an https:// address on cdn.filestackcontent.com'],
      ['https://cdn.filestackcontent.com.evil.example/AbCd', 'must be an https://'],
      ['https://user:pw@cdn.filestackcontent.com/AbCd', 'without credentials or a port'],
      ['https://cdn.filestackcontent.com:8443/AbCd', 'without credentials or a port'],
      ['https://cdn.filestackcontent.com/', 'names no file'],
      ['javascript:alert(1)', 'must be an https://'],
      ['[object File]', 'is not a URL'],
      ['', 'is not a URL'],
      [`https://cdn.filestackcontent.com/${'a'.repeat(2048)}`, 'longer than 2048 characters'],
    ])
      expect(hostedFileUrlProblem(address as string), address).toContain(problem);
  });

  it('reads the posted name, size and type; refuses a missing name or a size that is not whole bytes', () => {
    expect(
      readHostedFile({ url: HANDLE_URL, name: ' menu.pdf ', size: '2048', type: 'application/pdf' }),
    ).toEqual({
      ok: true,
      file: { url: HANDLE_URL, name: 'menu.pdf', size: 2048, type: 'application/pdf' },
    });
    expect(readHostedFile({ url: HANDLE_URL, name: 'a.txt', size: 5, type: undefined })).toEqual({
      ok: true,
      file: { url: HANDLE_URL, name: 'a.txt', size: 5, type: '' },
    });
    for (const size of ['', '-1', '1.5', '1e3', '0x10', undefined, Number.NaN])
      expect(
        readHostedFile({ url: HANDLE_URL, name: 'a.txt', size, type: 'text/plain' }),
        String(size),
      ).toEqual({
        ok: false,
        problem: "the file's size must be a whole number of bytes",
      });
    expect(readHostedFile({ url: HANDLE_URL, name: '  ', size: '1', type: 'text/plain' })).toMatchObject({
      ok: false,
      problem: "the file's name must be 1 to 255 characters",
    });
    expect(
      readHostedFile({ url: 'https://evil.example/x', name: 'a', size: '1', type: 'text/plain' }),
    ).toMatchObject({ ok: false });
  });
});
