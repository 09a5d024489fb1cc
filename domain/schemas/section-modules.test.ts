/**
 * Each page loads only the rules of the sections it holds (docs/decisions/0181-lighter-form-routes.md):
 * the per-section modules must give the same errors as the section-name tables, and must not
 * import, even through a barrel, the rule or check tables of another section.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { RECORD_RULES, type RecordSection } from '../applicability/record-rules';
import type { SectionRules } from '../applicability/field-rule';
import { SECTION_RULES, type ApplicabilitySection } from '../applicability/field-states';
import { KNOWN_INVALID } from '../../test/data/known-invalid-values';
import { sectionFieldErrors } from './section-errors';
import { ruleErrors } from './rule-errors';
import { LEAD_SPECS } from '../lead/lead-checks';
import { PRIMARY_BANK_SPECS, SECONDARY_BANK_SPECS } from '../bank/bank-checks';
import { CUSTOMER_SUPPORT_SPECS } from '../customer-support/support-checks';
import { COMPANY_INFORMATION_SPECS } from '../business-details/company-information-checks';
import { STORE_DETAILS_SPECS } from '../business-details/store-checks';
import { LOCATION_SPECS, OWNER_SPECS } from '../business-details/owner-checks';
import type { FieldSpec } from './check-context';
import { validMerchant } from '../../test/data/valid-merchant';
import { validationContextOf } from './validation-context';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The file a relative import names: a .ts or .tsx module, a folder's index.ts, or a JSON or CSS file. */
function fileOf(path: string): string {
  const candidates = /\.(tsx?|json|css)$/.test(path)
    ? [path]
    : [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no module at ${path}`);
  return file;
}

/** The modules `file` loads at run time: its relative imports and re-exports, not type-only ones. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statement = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm;
  return [...source.matchAll(statement)]
    .filter((match) => !match[1])
    .map((match) => fileOf(resolve(dirname(file), match[2]!)));
}

/** Every module `entry` reaches, as paths from the repository root. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const key = relative(ROOT, file);
    if (seen.has(key)) continue;
    seen.add(key);
    if (/\.tsx?$/.test(file)) queue.push(...importsOf(file));
  }
  return seen;
}

const TABLES = {
  lead: ['domain/lead/lead-rules.ts', 'domain/lead/lead-checks.ts'],
  bank: ['domain/bank/bank-rules.ts', 'domain/bank/bank-checks.ts'],
  support: [
    'domain/customer-support/support-rules.ts',
    'domain/customer-support/support-checks.ts',
  ],
  company: [
    'domain/business-details/company-information-rules.ts',
    'domain/business-details/company-information-checks.ts',
  ],
  store: ['domain/business-details/store-rules.ts', 'domain/business-details/store-checks.ts'],
  owner: ['domain/business-details/owner-rules.ts', 'domain/business-details/owner-checks.ts'],
  every: ['domain/applicability/field-states.ts', 'domain/schemas/section-errors.ts'],
} as const;
type Table = keyof typeof TABLES;

const PAGES: Array<[string, Table[]]> = [
  ['domain/lead/lead-pages.ts', ['bank', 'support', 'company', 'store', 'owner', 'every']],
  ['src/lead/lead-field.tsx', ['bank', 'support', 'company', 'store', 'owner', 'every']],
  [
    'domain/business-details/save-payload.ts',
    ['bank', 'support', 'company', 'store', 'owner', 'every'],
  ],
  [
    'domain/customer-support/support-schemas.ts',
    ['lead', 'bank', 'company', 'store', 'owner', 'every'],
  ],
  [
    'src/customer-support/customer-support-calls.ts',
    ['lead', 'bank', 'company', 'store', 'owner', 'every'],
  ],
  ['domain/bank/bank-schemas.ts', ['lead', 'support', 'company', 'store', 'owner', 'every']],
  ['machines/bank/bank-setup.ts', ['lead', 'support', 'company', 'store', 'owner', 'every']],
  ['domain/business-details/section-save.ts', ['lead', 'bank', 'support', 'every']],
  ['src/business-details/record-fields.tsx', ['lead', 'bank', 'support', 'every']],
];

describe('a page loads only its own sections’ rules', () => {
  it.each(PAGES)('%s', (entry, foreign) => {
    const modules = reached(entry);
    expect(modules.has(entry)).toBe(true);
    const loaded = foreign.flatMap((table) => TABLES[table].filter((file) => modules.has(file)));
    expect(loaded).toEqual([]);
  });

  it('sees a table reached through a re-export', () => {
    expect(reached('domain/schemas/validate-section.ts')).toContain('domain/bank/bank-rules.ts');
    expect(reached('domain/countries/index.ts')).toContain('domain/countries/nz.ts');
  });
});

const SPECS_OF: Partial<Record<ApplicabilitySection, Partial<Record<string, FieldSpec>>>> = {
  lead: LEAD_SPECS,
  primaryBank: PRIMARY_BANK_SPECS,
  secondaryBank: SECONDARY_BANK_SPECS,
  customerSupport: CUSTOMER_SUPPORT_SPECS,
  companyInformation: COMPANY_INFORMATION_SPECS,
  storeDetails: STORE_DETAILS_SPECS,
  owner: OWNER_SPECS,
  location: LOCATION_SPECS,
};

describe('a section’s own tables give the errors of its name', () => {
  it('the business records read the same rule tables', () => {
    for (const section of Object.keys(RECORD_RULES) as RecordSection[]) {
      expect(RECORD_RULES[section]).toBe(SECTION_RULES[section]);
    }
  });

  it.each(COUNTRY_CODES)('%s: a valid merchant, an empty one and known wrong values', (country) => {
    const merchant = validMerchant(country);
    const context = validationContextOf(merchant);
    const records: Partial<Record<ApplicabilitySection, object>> = {
      lead: merchant.lead,
      primaryBank: merchant.primaryBank,
      secondaryBank: merchant.secondaryBank,
      customerSupport: merchant.customerSupport,
      companyInformation: merchant.companyInformation,
      storeDetails: merchant.storeDetails,
      owner: merchant.owners[0]!,
      location: merchant.locations[0] ?? {},
    };
    let compared = 0;
    for (const [section, specs] of Object.entries(SPECS_OF) as [
      ApplicabilitySection,
      Partial<Record<string, FieldSpec>>,
    ][]) {
      const wrong = KNOWN_INVALID.filter(
        (known) => known.country === country && known.section === section,
      ).map((known) => ({ ...records[section], [known.field]: known.value }));
      for (const record of [records[section]!, {}, ...wrong]) {
        const rules = SECTION_RULES[section] as SectionRules<string>;
        const own = ruleErrors(rules, specs, record, context);
        expect(own).toEqual(sectionFieldErrors(section, record as never, context));
        compared += Object.keys(own).length;
      }
    }
    // The empty records alone give missing-field errors, so the comparison is not of empty maps.
    expect(compared).toBeGreaterThan(10);
  });
});
