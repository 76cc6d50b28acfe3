import { describe, expect, it } from 'vitest';
import { cities, cityName, findCity } from './cities';

describe('city catalogue', () => {
  it('holds the union of the spec lists with unique slugs', () => {
    const slugs = cities.map((city) => city.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const az of [
      'Bakı',
      'Qəbələ',
      'Zəngilan',
      'Qarabağ',
      'Qubadlı',
      'Tərtər',
      'Göyçay',
      'Qazax',
    ]) {
      expect(
        cities.some((city) => city.az === az),
        az,
      ).toBe(true);
    }
  });

  it('treats Füzuli and Fizuli as one city', () => {
    expect(cities.filter((city) => city.en === 'Fuzuli')).toHaveLength(1);
  });

  it('names a city in both languages', () => {
    expect(findCity('baku')?.az).toBe('Bakı');
    expect(cityName('ganja', 'en')).toBe('Ganja');
    expect(cityName('unknown', 'az')).toBe('unknown');
  });
});
