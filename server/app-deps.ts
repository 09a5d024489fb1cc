/** What the routes are given: configuration, clock, repositories and the services over them. */
import type { Captcha } from './captcha/captcha';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Repositories } from './db/repositories';
import type { Mailer } from './mail/mailer';
import type { SessionService } from './auth/session-service';
import type { SignInLinks } from './auth/sign-in-links';

export interface AppDeps {
  config: Config;
  clock: Clock;
  repos: Repositories;
  sessions: SessionService;
  captcha: Captcha;
  signInLinks: SignInLinks;
  mailer: Mailer;
}
