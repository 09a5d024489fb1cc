/** The FAQ modal's questions and answers (doc 1 §2 "FAQ button"). */
export const FAQ_TITLE = 'Frequently asked questions';

/** doc 1 §1 "Stated claims", as questions a merchant asks. */
export const FAQ_ENTRIES: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How long does the compliance review take?',
    answer: 'Compliance review takes 2-3 business days.',
  },
  {
    question: 'How do my customers pay?',
    answer: 'Shoppers pay in 4 interest-free instalments every 2 weeks.',
  },
  {
    question: 'When do I get paid?',
    answer: 'Settlement reaches your bank in 1-5 business days.',
  },
  {
    question: 'How long do refunds take?',
    answer: 'Refunds take 5-7 business days.',
  },
  {
    question: 'I have not received my sign-in email.',
    answer: 'The sign-in email arrives in 2-5 minutes. Check your spam folder too.',
  },
];
