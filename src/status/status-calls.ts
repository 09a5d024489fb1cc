/** The status page calls of domain/api/status-api.ts, over the app's HTTP client. */
import type { RestoreResponse } from '../../domain/api/merchant-api';
import { MERCHANT_API } from '../../domain/api/merchant-api';
import {
  STATUS_API,
  storeLocationStatusPath,
  type ApcCredentials,
  type ClientAccessTokenResponse,
  type CreateAccountResponse,
  type FlagsResponse,
  type OpportunityStageResponse,
  type StatusContext,
  type StoreLocationStatusResponse,
  type UpdateGatewayEnabledResponse,
  type UpdateUserRequest,
} from '../../domain/api/status-api';
import type { PageStatus } from '../../domain/status/page-status';
import { REVISION_API, type RevisionSendResponse } from '../../domain/api/revision-api';
import { apiRequest } from '../api/http-client';

export type { PageStatus } from '../../domain/status/page-status';

/** GET /api/status, with the platform of the saved store details (GET /api/restore). */
export async function fetchPageStatus(signal?: AbortSignal): Promise<PageStatus> {
  const [status, restored, flags] = await Promise.all([
    apiRequest<StatusContext>(STATUS_API.status, { signal }),
    apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal }).catch(() => null),
    apiRequest<FlagsResponse>(STATUS_API.flags, { signal }).catch(() => null),
  ]);
  const platform = restored?.storeDetails.platform || restored?.lead?.platform || '';
  const storeName = restored?.storeDetails.storeName || restored?.lead?.storeName || '';
  return { ...status, platform, storeName, flags };
}

export const fetchStatus = (signal?: AbortSignal) =>
  apiRequest<StatusContext>(STATUS_API.status, { signal });

export const fetchOpportunityStage = (signal?: AbortSignal) =>
  apiRequest<OpportunityStageResponse>(STATUS_API.opportunityStage, { signal });

export const createAccount = (signal?: AbortSignal) =>
  apiRequest<CreateAccountResponse>(STATUS_API.zdoCreateAccount, { method: 'post', signal });

export const fetchCredentials = (signal?: AbortSignal) =>
  apiRequest<ApcCredentials>(STATUS_API.zdoCredentials, { signal });

export const updateGatewayEnabled = (isEnabled: boolean, signal?: AbortSignal) =>
  apiRequest<UpdateGatewayEnabledResponse>(STATUS_API.zdoUpdateGatewayEnabled, {
    json: { isEnabled },
    signal,
  });

export const updateUser = (request: UpdateUserRequest, signal?: AbortSignal) =>
  apiRequest<StatusContext>(STATUS_API.updateUser, { json: request, signal });

export const clientAccessToken = (storeLocationId: string, signal?: AbortSignal) =>
  apiRequest<ClientAccessTokenResponse>(
    `${STATUS_API.instoreClientAccessToken}?store_location_id=${encodeURIComponent(storeLocationId)}`,
    { signal },
  );

export const storeLocationStatus = (storeLocationId: string, signal?: AbortSignal) =>
  apiRequest<StoreLocationStatusResponse>(storeLocationStatusPath(storeLocationId), { signal });

/** POST /api/revision/send: the changed items of the open request go back for review. */
export const sendRevision = (signal?: AbortSignal) =>
  apiRequest<RevisionSendResponse>(REVISION_API.send, { method: 'post', signal });
