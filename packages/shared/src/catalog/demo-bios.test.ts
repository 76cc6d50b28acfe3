import { describe, expect, it } from 'vitest';
import { demoBioIn, demoBios, seededDemoBios } from './demo-bios';

describe('demo bios', () => {
  it('read in the language of the screen, whichever version was seeded', () => {
    for (const [index, seeded] of seededDemoBios.entries()) {
      const bio = demoBios[index]!;
      expect(demoBioIn(seeded, 'az')).toBe(bio.az);
      expect(demoBioIn(seeded, 'en')).toBe(bio.en);
      expect(demoBioIn(seeded, 'ru')).toBe(bio.ru);
    }
    expect(demoBioIn(seededDemoBios[0]!, 'ru')).toBe(
      'Живу в Баку, люблю читать и гулять у моря. Ищу искренние отношения.',
    );
  });

  it('leave any other bio as its author wrote it', () => {
    expect(demoBioIn('Mənim öz sözlərim.', 'ru')).toBe('Mənim öz sözlərim.');
    expect(demoBioIn(null, 'en')).toBeNull();
  });

  it('have a Russian version in Cyrillic and three distinct versions each', () => {
    for (const bio of demoBios) {
      expect(bio.ru).toMatch(/^[^A-Za-z]+$/);
      expect(new Set([bio.az, bio.en, bio.ru]).size).toBe(3);
    }
  });
});
