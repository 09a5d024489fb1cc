/**
 * How a machine-held form updates the messages it shows (decision 0240): the fields named get
 * their message as the form's check gives it now, or lose theirs; the others keep what they show.
 */
export function withMessagesOf<F extends string, M>(
  messages: Partial<Record<F, M>>,
  fields: readonly F[],
  now: Partial<Record<F, M>>,
): Partial<Record<F, M>> {
  const next = { ...messages };
  for (const field of fields) {
    if (now[field]) next[field] = now[field];
    else delete next[field];
  }
  return next;
}
