/** Average time to ship an order (doc 2 §3). */
export const AVE_TIME_TO_SHIP = [
  'Less than one week',
  'Less than two weeks',
  'Less than one month',
  'More than one month',
  'More than 3 months',
] as const;
export type AveTimeToShip = (typeof AVE_TIME_TO_SHIP)[number];
