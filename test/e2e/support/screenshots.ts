/**
 * Where journeys keep the screenshots a person reviews (at 1280 and 390 px): `test-results/
 * screenshots` unless SCREENSHOTS_DIR says otherwise. Nothing compares them; they are for reading.
 */
import { join } from 'node:path';

export const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR ?? join('test-results', 'screenshots');

/** The path of screenshot `name` (without extension). */
export const screenshotPath = (name: string): string => join(SCREENSHOTS_DIR, `${name}.png`);
