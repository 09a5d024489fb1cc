/** What the back office's routes are given: the app's deps plus the console and back office. */
import type { AppDeps } from '../app/app-deps';
import type { OpsUsersRepository } from '../ops/ops-repositories';
import type { OpsSessionService } from '../ops/ops-session-service';
import type { BackOfficeRepositories } from './back-office-repositories';
import type { RevisionService } from '../revision/revision-service';
import type { BackOffice } from './back-office-service';

export interface BackOfficeDeps extends AppDeps {
  bo: BackOfficeRepositories;
  backOffice: BackOffice;
  /** Requests for changes (server/revision). */
  revisions: RevisionService;
  opsUsers: OpsUsersRepository;
  opsSessions: OpsSessionService;
}
