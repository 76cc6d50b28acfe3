import { describe, expect, it } from 'vitest';
import { menuPosition } from './menu-position';

const phone = { width: 360, height: 640 };
const menu = { width: 192, height: 96 };
const button = (left: number, top: number) => ({ left, top, right: left + 24, bottom: top + 24 });

describe('menuPosition', () => {
  it('opens below the button, lined up with its start or its end', () => {
    expect(menuPosition(button(40, 100), menu, phone, 'start')).toEqual({ top: 128, left: 40 });
    expect(menuPosition(button(300, 100), menu, phone, 'end')).toEqual({ top: 128, left: 132 });
  });

  it('flips above a button near the bottom, and stays below when above has no room either', () => {
    expect(menuPosition(button(40, 560), menu, phone, 'start').top).toBe(560 - 4 - 96);
    expect(menuPosition(button(40, 60), menu, { width: 360, height: 200 }, 'start').top).toBe(88);
  });

  it('moves in to stay on a narrow screen', () => {
    expect(menuPosition(button(300, 100), menu, phone, 'start').left).toBe(360 - 8 - 192);
    expect(menuPosition(button(2, 100), menu, phone, 'end').left).toBe(8);
  });
});
