/** The Mantine theme and page head of a brand (doc 1 §1: title, favicon, logo and theme follow the brand). */
import { createTheme, defaultVariantColorsResolver } from '@mantine/core';
import type {
  CSSVariablesResolver,
  MantineColorShade,
  MantineColorsTuple,
  MantineThemeOverride,
  VariantColorsResolver,
} from '@mantine/core';
import type { Brand } from '../../domain/brands/brands';
import { BRANDS } from '../../domain/brands/brands';
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import { themeBrandOf } from '../../domain/flags/flag-rules';
import { accessibleShade, darken, readableColour } from '../../domain/brands/contrast';

/** A public asset path under the app's base (/app/). */
export function assetUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path}`;
}

/** The accessible name of every icon-only close button. */
export const CLOSE_LABEL = 'Close';

const WHITE = '#ffffff';

/**
 * Mantine's coloured variants keep their hue but not always 4.5:1: a light badge or alert writes
 * teal 9 on teal 1 (4.3:1), a red filled button puts white on red 6 (3.3:1). Here each variant
 * takes the lightest shade of its colour that reads on what it sits on (white, or the tint of a
 * light variant), darkened when no shade does. The brand's own primary filled colour is already
 * chosen that way by `primaryShade`.
 */
export const accessibleVariantColors: VariantColorsResolver = (input) => {
  // Mantine asks on every render of every coloured component (a button on each keystroke of the
  // form above it); the contrast search runs once per theme, colour and variant.
  const key = `${input.color ?? ''}|${input.variant}|${input.autoContrast ?? ''}|${JSON.stringify(input.gradient ?? null)}`;
  let answers = variantColorsOfTheme.get(input.theme);
  if (!answers) {
    answers = new Map();
    variantColorsOfTheme.set(input.theme, answers);
  }
  let answer = answers.get(key);
  if (!answer) {
    answer = variantColorsOf(input);
    answers.set(key, answer);
  }
  return answer;
};
const variantColorsOfTheme = new WeakMap<object, Map<string, ReturnType<VariantColorsResolver>>>();

const variantColorsOf: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const name = input.color ?? input.theme.primaryColor;
  const scale = input.theme.colors[name];
  if (!scale) return base;
  const onWhite = readableColour(scale, WHITE);
  switch (input.variant) {
    case 'light':
      return {
        ...base,
        background: scale[0],
        hover: scale[1],
        color: readableColour(scale, scale[1]),
      };
    case 'filled':
      if (name === input.theme.primaryColor) return base;
      return {
        ...base,
        background: onWhite,
        hover: darken(onWhite, 0.1),
        color: WHITE,
      };
    case 'outline':
      return { ...base, color: onWhite, border: `1px solid ${onWhite}` };
    case 'subtle':
    case 'transparent':
      return { ...base, color: onWhite };
    default:
      return base;
  }
};

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
    variantColorResolver: accessibleVariantColors,
    // Every close button (modals, toasts) is named; an icon alone has no accessible name.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } },
        // Mantine's toast text is grey 6 (3.3:1 on white); grey 7 reads at 8.2:1 (WCAG 1.4.3).
        styles: { description: { color: 'var(--mantine-color-gray-7)' } },
      },
      CloseButton: { defaultProps: { 'aria-label': CLOSE_LABEL } },
    },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    defaultRadius: 'md',
  });
}

/**
 * One theme object per brand: a new object, even an equal one, makes Mantine recompute its CSS
 * variables and re-render every component, as it would when the flags arrive with the theme
 * unchanged.
 */
const themes = new Map<Brand['id'], MantineThemeOverride>();

/**
 * The theme a visit wears: the product's cash-app theme flag (doc 1 §6) decides whether the
 * colours are the cash-app theme or the product's own (domain/flags/flag-rules.ts themeBrandOf).
 */
export function flaggedBrandTheme(brand: Brand, flags: FeatureFlags): MantineThemeOverride {
  const id = themeBrandOf(brand.id, flags);
  let theme = themes.get(id);
  if (!theme) {
    theme = brandTheme(BRANDS[id]);
    themes.set(id, theme);
  }
  return theme;
}

/**
 * Mantine's light-scheme defaults that fail WCAG 1.4.3 / 1.4.11 on white, and their replacements:
 * "dimmed" text grey 6 (#868e96, 3.3:1) becomes grey 7 (#495057, 8.2:1); error text red 6
 * (#fa5252, 3.3:1, and 12 px under fields) becomes red 9 (#c92a2a, 5.5:1); the default border
 * grey 4 (#ced4da, 1.5:1) becomes grey 6 (3.3:1) so a field's edge is seen; placeholder grey 5
 * (#adb5bd, 2.1:1) becomes #6c757d (4.7:1), lighter than typed text yet readable
 * (docs/decisions/0100-accessibility-colours-and-focus.md).
 */
const PLACEHOLDER_GREY = '#6c757d';
export const readableCssVariables: CSSVariablesResolver = (theme) => {
  // Mantine asks on every render of its provider; the contrast search is done once per theme.
  let variables = variablesOfTheme.get(theme);
  if (!variables) {
    variables = readableVariablesOf(theme);
    variablesOfTheme.set(theme, variables);
  }
  return variables;
};
const variablesOfTheme = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

const readableVariablesOf: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    // Text in a named colour (`c="red"`) reads at 4.5:1 on white in every hue.
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([name, scale]) => [
        `--mantine-color-${name}-text`,
        readableColour(scale, WHITE),
      ]),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-6)',
    '--mantine-color-placeholder': PLACEHOLDER_GREY,
  },
  dark: {},
});

/**
 * Sets the favicon of the brand and a first document title, before any catalogue has loaded: the
 * English site title, which the shell replaces on its first render with the page's title in the
 * reader's language (app-shell.tsx).
 */
export function applyBrandHead(brand: Brand, doc: Document = document): void {
  doc.title = `${brand.name} Merchant Portal`;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = assetUrl(brand.faviconPath);
}
