/**
 * Writes domain/validators/phone-metadata.json: libphonenumber-js's "min" metadata without the
 * display formats of each country. The portal only parses numbers and checks them against the
 * numbering plans and possible lengths (domain/validators/phone.ts), which never read the
 * formats; they were half of the metadata every form screen downloads (docs/decisions/0120-later-route-weight.md).
 * Run after upgrading libphonenumber-js: `npx tsx scripts/write-phone-metadata.ts`.
 */
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { trimPhoneMetadata } from './phone-metadata';

const OUTPUT = 'domain/validators/phone-metadata.json';
const text = JSON.stringify(trimPhoneMetadata());
writeFileSync(OUTPUT, await format(text, { parser: 'json', printWidth: 100 }));
console.log(`wrote ${OUTPUT}`);
