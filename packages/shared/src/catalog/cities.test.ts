import { describe, expect, it } from 'vitest';
import { cities, cityName, findCity } from './cities';
import { regionName, regions } from './regions';

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

  it('names every city and region in Russian in Cyrillic, so a Russian screen is all Russian', () => {
    expect(cityName('baku', 'ru')).toBe('Баку');
    expect(cityName('lankaran', 'ru')).toBe('Ленкорань');
    expect(regionName('shaki_zagatala', 'ru')).toBe('Шеки-Загатала');
    for (const place of [...cities, ...regions]) {
      expect(place.ru, place.slug).toMatch(/^[А-ЯЁ][а-яё]+(?:[- ][А-ЯЁа-яё][а-яё]+)*$/);
    }
  });
});
