import path from 'node:path';

/**
 * The brand's faces as full TTFs holding Latin and Cyrillic (the site's woff2 files are split by script),
 * from the Google Fonts releases the @expo-google-fonts packages ship. pdfkit embeds the glyphs a brochure
 * uses, as a subset.
 */
function font(family: string, file: string): string {
  return path.join(path.dirname(require.resolve(`@expo-google-fonts/${family}/package.json`)), file);
}

export const BROCHURE_FONTS = {
  'display-semibold': font('cormorant-garamond', '600SemiBold/CormorantGaramond_600SemiBold.ttf'),
  body: font('inter', '400Regular/Inter_400Regular.ttf'),
  'body-semibold': font('inter', '600SemiBold/Inter_600SemiBold.ttf'),
} as const;
