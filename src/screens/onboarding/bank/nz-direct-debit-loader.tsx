/**
 * New Zealand's direct debit part of the manual bank form, loaded when it is first shown: only an
 * NZ merchant who has said how the account is signed sees it, so the bank page does not carry
 * its checkbox and upload field when it opens (docs/decisions/0181-lighter-form-routes.md). Until
 * the code has arrived a busy line holds its place; if it cannot be loaded, Try again loads it
 * again. What the merchant typed elsewhere in the form is kept either way.
 */
import { Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../../../domain/errors/plain-failure';
import type { NzDirectDebitProps } from './nz-direct-debit';

type Part = ComponentType<NzDirectDebitProps>;

let loaded: Part | undefined;
let loading: Promise<Part> | undefined;

/** Loads the part's chunk once; a failed load is tried again by the next call. */
function loadNzDirectDebit(): Promise<Part> {
  loading ??= import('./nz-direct-debit').then(
    (module) => (loaded = module.NzDirectDebit),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The NZ direct debit part once its code is here (nothing while no signatory is chosen). */
export function NzDirectDebit(props: NzDirectDebitProps) {
  const shown = props.oneSignatory || props.multipleSignatories;
  const [Part, setPart] = useState(() => loaded);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!shown || Part) return;
    let current = true;
    setFailed(false);
    loadNzDirectDebit().then(
      (component) => current && setPart(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [shown, Part, attempt]);

  if (!shown) return null;
  if (Part) return <Part {...props} />;
  if (failed) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm">{NETWORK_ERROR_MESSAGE}</Text>
        <Button variant="default" size="xs" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="xs" />
      <Text size="sm">Loading the direct debit details…</Text>
    </Group>
  );
}
