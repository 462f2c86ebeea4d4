import type { Payee, PayeeCreateBody } from '../../../../common/contract/payees';
import { simpleListApi } from '../../../lib/simple-list-api';

/** GET, POST { name } and DELETE ?id= of /payees. */
export const payeesApi = simpleListApi<Payee, PayeeCreateBody>('/payees');
export const usePayees = payeesApi.useList;
