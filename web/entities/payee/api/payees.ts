import type { Payee, PayeeCreateBody, PayeeUpdateBody } from '../../../../common/contract/payees';
import { simpleListApi } from '../../../lib/simple-list-api';

/** GET, POST { name }, PUT { id, name } and DELETE ?id= of /payees. */
export const payeesApi = simpleListApi<Payee, PayeeCreateBody, PayeeUpdateBody>('/payees');
export const payeesKey = payeesApi.key;

export const getPayees = payeesApi.list;
export const payeesQuery = payeesApi.query;
export const usePayees = payeesApi.useList;

export const createPayee = payeesApi.create;
export const useCreatePayee = payeesApi.useCreate;

export const renamePayee = payeesApi.update;
export const useRenamePayee = payeesApi.useUpdate;

export const deletePayee = payeesApi.remove;
export const useDeletePayee = payeesApi.useDelete;
