import type { ErrorSection, ValidationErrors } from '../errors/field-errors';
import type { Merchant } from '../merchant/merchant';
import type { ValidationContext } from './check-context';
import { validateSection } from './validate-section';
import { sectionDataOf } from './section-data';
import { validationContextOf } from './validation-context';

// In their own modules so a page that needs them does not load every section's rules.
export { sectionDataOf, validationContextOf };

/**
 * Validates everything: every section's errors collected into one map (doc 2 §5 "Validating
 * everything collects errors from all sections"), the map the server returns as
 * `validation_errors`. Sections without errors are left out.
 */
export function validateMerchant(
  merchant: Merchant,
  context: ValidationContext = {},
): ValidationErrors {
  const ctx = validationContextOf(merchant, context);
  const errors: ValidationErrors = {};
  for (const [section, data] of Object.entries(sectionDataOf(merchant)) as [
    ErrorSection,
    unknown,
  ][]) {
    const sectionErrors = validateSection(section, data, ctx);
    if (Object.keys(sectionErrors).length > 0) errors[section] = sectionErrors;
  }
  return errors;
}
