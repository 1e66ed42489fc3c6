import { describe, expect, it, vi } from 'vitest';
import { ENGLISH, loadPickerStrings, pickerLanguageOf } from './locale';

vi.mock('./locales/pt', () => {
  throw new Error('offline');
});

describe('picker languages', () => {
  it('picks a pack by the page’s primary language', () => {
    expect(pickerLanguageOf('ja-JP')).toBe('ja');
    expect(pickerLanguageOf('pt_BR')).toBe('pt');
    expect(pickerLanguageOf('ES')).toBe('es');
    expect(pickerLanguageOf('fr')).toBe('en');
    expect(pickerLanguageOf('')).toBe('en');
  });

  it('loads a pack’s words', async () => {
    const spanish = await loadPickerStrings('es', () => {});
    expect(spanish.chooseDate).toBe('Elegir fecha');
    expect(spanish.firstDayOfWeek).toBe(1);
    expect((await loadPickerStrings('ja', () => {})).nextMonth).toBe('次の月');
  });

  it('speaks English when a pack cannot be downloaded, and says why', async () => {
    const failures: unknown[] = [];
    expect(await loadPickerStrings('pt', (error) => failures.push(error))).toBe(ENGLISH);
    expect(failures).toHaveLength(1);
  });
});
