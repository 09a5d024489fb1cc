/** The Mantine theme and page head of a brand (doc 1 §1: title, favicon, logo and theme follow the brand). */
import { createTheme } from '@mantine/core';
import type {
  CSSVariablesResolver,
  MantineColorShade,
  MantineColorsTuple,
  MantineThemeOverride,
} from '@mantine/core';
import type { Brand } from '../../domain/brands/brands';
import { BRANDS, pageTitle } from '../../domain/brands/brands';
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import { themeBrandOf } from '../../domain/flags/flag-rules';
import { accessibleShade } from '../../domain/brands/contrast';

/** A public asset path under the app's base (/app/). */
export function assetUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path}`;
}

/** The brand's colours as the primary colour of the theme. */
export function brandTheme(brand: Brand): MantineThemeOverride {
  return createTheme({
    primaryColor: brand.primaryColourName,
    // Links and filled buttons use the brand's lightest shade that keeps text at 4.5:1 on white
    // (WCAG AA), so a light brand hue stays its hue but darker where text needs it.
    primaryShade: {
      light: accessibleShade(brand.colours) as MantineColorShade,
      dark: 8,
    },
    colors: { [brand.primaryColourName]: brand.colours as unknown as MantineColorsTuple },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    defaultRadius: 'md',
  });
}

/**
 * The theme a visit wears: the product's cash-app theme flag (doc 1 §6) decides whether the
 * colours are the cash-app theme or the product's own (domain/flags/flag-rules.ts themeBrandOf).
 */
export function flaggedBrandTheme(brand: Brand, flags: FeatureFlags): MantineThemeOverride {
  return brandTheme(BRANDS[themeBrandOf(brand.id, flags)]);
}

/**
 * Mantine's "dimmed" text is grey 6 (#868e96, 3.3:1 on white); grey 7 keeps secondary text
 * readable at 4.5:1 and more (WCAG 1.4.3).
 */
export const readableCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** Sets the document title and favicon of the brand. */
export function applyBrandHead(brand: Brand, doc: Document = document): void {
  doc.title = pageTitle(brand);
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = assetUrl(brand.faviconPath);
}
