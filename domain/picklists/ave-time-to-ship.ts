import { msg, type Message } from '../i18n/message';
import { labelledOptionsOf, type PickList } from './pick-list';

/** Average time to ship an order (doc 2 §3). */
export const AVE_TIME_TO_SHIP = [
  'Less than one week',
  'Less than two weeks',
  'Less than one month',
  'More than one month',
  'More than 3 months',
] as const;
export type AveTimeToShip = (typeof AVE_TIME_TO_SHIP)[number];

/** What a merchant reads for each answer; the stored value stays the English one. */
export const AVE_TIME_TO_SHIP_LABELS: Readonly<Record<AveTimeToShip, Message>> = {
  'Less than one week': msg('picklists.timeToShip.lessThanOneWeek'),
  'Less than two weeks': msg('picklists.timeToShip.lessThanTwoWeeks'),
  'Less than one month': msg('picklists.timeToShip.lessThanOneMonth'),
  'More than one month': msg('picklists.timeToShip.moreThanOneMonth'),
  'More than 3 months': msg('picklists.timeToShip.moreThanThreeMonths'),
};

/** The answers as a Select's options, shortest first. */
export const AVE_TIME_TO_SHIP_OPTIONS: PickList<AveTimeToShip> = labelledOptionsOf(
  AVE_TIME_TO_SHIP,
  AVE_TIME_TO_SHIP_LABELS,
);
