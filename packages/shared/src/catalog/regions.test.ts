import { describe, expect, it } from 'vitest';
import { cities, regionOf } from './cities';
import { findRegion, regionName, regions, regionSlugs } from './regions';

describe('region catalogue (the 2021 economic regions)', () => {
  it('holds the 14 economic regions, each named in both languages', () => {
    expect(regions).toHaveLength(14);
    expect(new Set(regionSlugs).size).toBe(14);
    for (const region of regions) {
      expect(region.az.trim(), region.slug).not.toBe('');
      expect(region.en.trim(), region.slug).not.toBe('');
    }
  });

  it('gives every city of the catalogue a region of the catalogue', () => {
    for (const city of cities) expect(findRegion(city.region), city.slug).toBeDefined();
  });

  it('places cities as the decree does', () => {
    expect(regionOf('baku')).toBe('baku');
    expect(regionOf('sumgayit')).toBe('absheron_khizi');
    expect(regionOf('gabala')).toBe('shaki_zagatala');
    expect(regionOf('sabirabad')).toBe('mil_mughan');
    expect(regionOf('bilasuvar')).toBe('shirvan_salyan');
    expect(regionOf('barda')).toBe('karabakh');
    expect(regionOf('goychay')).toBe('central_aran');
    expect(regionOf('shamakhi')).toBe('mountainous_shirvan');
    expect(regionOf('qubadli')).toBe('east_zangezur');
    expect(regionOf('unknown')).toBeNull();
  });

  it('names a region in both languages', () => {
    expect(regionName('shaki_zagatala', 'az')).toBe('Şəki-Zaqatala');
    expect(regionName('east_zangezur', 'en')).toBe('East Zangezur');
  });
});
