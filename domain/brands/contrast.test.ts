import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import {
  accessibleShade,
  contrastRatio,
  darken,
  MIN_TEXT_CONTRAST,
  readableColour,
} from './contrast';

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

describe('readableColour', () => {
  // Mantine's yellow and teal: no shade reaches 4.5:1 on their own lightest tint.
  const yellow = [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#f59f00',
    '#f08c00',
    '#e67700',
  ];

  it('keeps a shade that already reads, and darkens the hue when none does', () => {
    expect(readableColour(['#fff', '', '', '', '', '', '#767676', '', '', ''], '#ffffff')).toBe(
      '#767676',
    );
    const text = readableColour(yellow, yellow[1]!);
    expect(contrastRatio(text, yellow[1]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(darken('#e67700', 0), '#ffffff')).toBeCloseTo(
      contrastRatio('#e67700', '#ffffff'),
      5,
    );
  });
});
