/** What the routes are given: configuration, clock, repositories and the services over them. */
import type { Captcha } from '../captcha/captcha';
import type { Clock } from './clock';
import type { Config } from './config';
import type { LoadedMerchant } from '../merchant/merchant-record';
import type { Repositories } from '../db/repositories';
import type { FormsSaveOutcome, FunnelRecorder } from '../funnel/funnel-recorder';
import type { Mailer } from '../mail/mailer';
import type { SessionService } from '../session/session-service';
import type { SignInLinks } from '../session/sign-in-links';
import type { StatusNotifier } from '../status/status-notifier';
import type { UploadStore } from '../uploads/upload-store';
import type { MaintenanceSwitchService } from '../maintenance/maintenance-switch';
import type { RevisionKeeper } from '../revision/revision-keeper';

export interface AppDeps {
  config: Config;
  clock: Clock;
  repos: Repositories;
  sessions: SessionService;
  captcha: Captcha;
  signInLinks: SignInLinks;
  mailer: Mailer;
  /** Uploaded bytes: local disk, or object storage shared by several servers. */
  uploadStore: UploadStore;
  /** The runtime maintenance switch (server/maintenance), shared through the database. */
  maintenance: MaintenanceSwitchService;
  /** Tells open status pages, on every app server, that a merchant's status changed. */
  statusNotifier: StatusNotifier;
  /** Stores the funnel's milestones and the browser's analytics events (server/funnel). */
  funnel: FunnelRecorder;
  /** Keeps the deadline of every open request for changes (server/revision). */
  revisionKeeper: RevisionKeeper;
  /**
   * Runs `work` atomically for one merchant (server/db/merchant-lock): every read-modify-write of
   * the completion flags or a section goes through it, with the repositories it is given.
   */
  withMerchantLock<T>(merchantId: string, work: (repos: Repositories) => Promise<T>): Promise<T>;
  /**
   * The same lock, for work that starts from the whole merchant: it is read by the statement that
   * takes the lock (loadMerchant with forUpdate); undefined when the merchant has no record.
   */
  withLoadedMerchant<T>(
    merchantId: string,
    work: (repos: Repositories, loaded: LoadedMerchant | undefined) => Promise<T>,
  ): Promise<T>;
  /**
   * withLoadedMerchant for a save of the merchant's forms: once the lock is let go, the funnel
   * milestones its saved flags reached are recorded with the record the save read.
   */
  saveMerchantForms<T extends FormsSaveOutcome>(
    merchantId: string,
    work: (repos: Repositories, loaded: LoadedMerchant | undefined) => Promise<T>,
  ): Promise<T>;
}
