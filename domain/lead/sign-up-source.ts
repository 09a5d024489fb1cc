/**
 * Where a sign-up came from, sent with POST /signup beside the lead (doc 1 §4 "Sign-up and save"):
 * the experiment group read from `ob`, the `deviceId` of the link, and the `ol_src` link source
 * (analytics only). Each was removed from the address bar when read.
 */
import type { LinkSource, SignUpExperimentGroup } from '../journey/url-params';

export interface SignUpSource {
  experimentGroup?: SignUpExperimentGroup;
  deviceId?: string;
  linkSource?: LinkSource;
}

const GROUPS: readonly string[] = ['SIGN_UP_CONTROL', 'SIGN_UP_TEST'];
const SOURCES: readonly string[] = ['ONBOARDING_LINK_CLICK', 'VERIFY_EMAIL_LINK_CLICK'];
/** A device id is an opaque token of the link; anything longer or with odd characters is dropped. */
const DEVICE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The sign-up source a sign-up body carries; values outside their lists are left out. */
export function signUpSourceOfPayload(data: Readonly<Record<string, unknown>>): SignUpSource {
  const { experimentGroup, deviceId, linkSource } = data;
  return {
    ...(typeof experimentGroup === 'string' && GROUPS.includes(experimentGroup)
      ? { experimentGroup: experimentGroup as SignUpExperimentGroup }
      : {}),
    ...(typeof deviceId === 'string' && DEVICE_ID.test(deviceId.trim())
      ? { deviceId: deviceId.trim() }
      : {}),
    ...(typeof linkSource === 'string' && SOURCES.includes(linkSource)
      ? { linkSource: linkSource as LinkSource }
      : {}),
  };
}
