/**
 * A business details form over react-hook-form with the section's shared valibot schema as its
 * resolver: values start from the restored merchant, every change is handed to the onboarding
 * actor as a draft, and submit sends the checked values.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import type { FieldError } from '../../../domain/errors/field-errors';
import type { BusinessSection } from '../../../domain/onboarding/accordion';
import type { ValidationContext } from '../../../domain/schemas/check-context';
import { validationContextOf } from '../../../domain/schemas/validation-context';
import type { DraftChanges } from '../../../machines/onboarding.machine';
import { shownError } from '../../forms/field-props';
import { useOnboardingActor } from './onboarding-actor';

export interface SectionFormOptions<T extends FieldValues> {
  section: BusinessSection;
  /** The section's record in the merchant, and where its changes go. */
  record: 'companyInformation' | 'storeDetails';
  schema: (context: ValidationContext) => v.GenericSchema<T, T>;
  /** Extra changes sent with the submit (the store's locations). */
  withSubmit?: () => DraftChanges;
}

/** The form of one business section. */
export function useSectionForm<T extends FieldValues>(options: SectionFormOptions<T>) {
  const actor = useOnboardingActor();
  const initial = useSelector(actor, (s) => s.context.merchant[options.record]) as unknown as T;
  const context = useSelector(actor, (s) => validationContextOf(s.context.merchant));
  const serverErrors = useSelector(actor, (s) => s.context.errors[options.record]);
  const saving = useSelector(actor, (s) => s.matches({ ready: { form: 'saving' } }));
  const form = useForm<T>({
    defaultValues: initial as never,
    // Checked on submit first, then again on every change, so a fixed field loses its message.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: valibotResolver(options.schema(context)) as unknown as Resolver<T>,
  });

  // Every change is kept as a draft (and in this browser) as it is typed.
  useEffect(() => {
    const subscription = form.watch((values) =>
      actor.send({ type: 'draft.change', changes: { [options.record]: values } }),
    );
    return () => subscription.unsubscribe();
  }, [form, actor, options.record]);

  const values = form.watch() as Record<string, unknown>;
  const errorOf = (field: string) =>
    shownError(
      (form.formState.errors as Record<string, { message?: string } | undefined>)[field]?.message,
      (serverErrors as Record<string, FieldError> | undefined)?.[field],
    );
  const setField = (field: string, value: unknown) =>
    form.setValue(field as never, value as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const submit = form.handleSubmit((checked) =>
    actor.send({
      type: 'section.submit',
      section: options.section,
      changes: { [options.record]: checked, ...options.withSubmit?.() },
    }),
  );
  return { form, values, context, errorOf, setField, submit, saving };
}
