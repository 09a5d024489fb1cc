import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFocusOnInvalidSubmit, useFocusStepHeading } from './page-focus';

let uninstall = () => {};
afterEach(() => uninstall());

/** A form that shows its field invalid only after a submit, as the machines do. */
function CheckedForm() {
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTimeout(() => setInvalid(true), 20);
  };
  return (
    <form onSubmit={submit} noValidate>
      <label>
        Store name
        <input aria-invalid={invalid} />
      </label>
      <button type="submit">Next</button>
    </form>
  );
}

describe('focus after a failed submit', () => {
  it('goes to the first invalid field once it shows, and the region says how many', async () => {
    const announce = vi.fn();
    uninstall = installFocusOnInvalidSubmit(document, announce);
    render(<CheckedForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Store name')).toHaveFocus());
    expect(announce).toHaveBeenCalledWith(1);
  });

  it('leaves focus alone when the merchant has moved to another control meanwhile', async () => {
    uninstall = installFocusOnInvalidSubmit(document, () => {});
    render(
      <>
        <CheckedForm />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

function Steps() {
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusStepHeading(step, heading);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Step {step + 1}
      </h2>
      <button onClick={() => setStep((s) => s + 1)}>Next</button>
    </>
  );
}

describe('focus after a step change', () => {
  it('goes to the new step heading, not on the first render', async () => {
    render(<Steps />);
    expect(screen.getByRole('heading')).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });
});
