import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { accessibleShade, contrastRatio, MIN_TEXT_CONTRAST } from './contrast';

describe('colour contrast', () => {
  it('follows the WCAG definition at its ends and for a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic lightest grey passing AA: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('picks the first shade from 6 on that reads on white, else the darkest', () => {
    const scale = [
      '#ffffff',
      '#eeeeee',
      '#dddddd',
      '#cccccc',
      '#bbbbbb',
      '#aaaaaa',
      '#999999',
      '#888888',
      '#767676',
      '#666666',
    ] as const;
    expect(accessibleShade(scale)).toBe(8);
    expect(accessibleShade(['#ffffff', ...Array<string>(9).fill('#eeeeee')] as never)).toBe(9);
  });

  it.each(Object.values(BRANDS))(
    'gives $id a primary shade with text contrast on white',
    (brand) => {
      const shade = accessibleShade(brand.colours);
      expect(contrastRatio(brand.colours[shade] as string, '#ffffff')).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    },
  );
});
